import { describe, expect, it } from 'vitest';
import {
  actorsForFile,
  describeMatrix,
  PERSON_NAME,
  people,
  rows,
  Scope,
  svc,
  type Person,
  type Row,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// The client profile's records (20260101000800_client_roster.sql): coach notes no client ever
// reads, trainer comments on a logged workout that the client does read, and cycle entries that
// reach staff only while the client shares them.
const actors = actorsForFile();

type Client = 'casey' | 'jordan';
type Authored = `${Client}/${Person}`;

function authored(noun: string, build: (scope: Scope, clientId: string, authorId: string) => Promise<Row> | Row) {
  const subjects = {} as Record<Authored, Subject>;
  for (const client of ['casey', 'jordan'] as const) {
    for (const author of Object.keys(people) as Person[]) {
      subjects[`${client}/${author}`] = {
        label: `${noun} on ${PERSON_NAME[client]} by ${PERSON_NAME[author]}`,
        build: (scope) => build(scope, people[client], people[author]),
      };
    }
  }
  return subjects;
}

const clientNotes: TableMatrix<Authored> = {
  table: 'client_notes',
  subjects: authored('coach note', (_scope, clientId, authorId) => rows.clientNote(clientId, authorId)),
  patch: { body: 'edited by the matrix' },
  select: {
    anon: { denied: ['casey/taylor'] },
    // The note is about Casey, and still Casey never reads it.
    client: { denied: ['casey/taylor', 'casey/alex', 'jordan/sam'] },
    otherClient: { denied: ['jordan/sam', 'casey/taylor'] },
    trainer: { allowed: ['casey/taylor', 'casey/alex'], denied: ['jordan/sam'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    admin: { allowed: ['casey/taylor', 'jordan/sam'] },
  },
  insert: {
    anon: { denied: ['casey/taylor'] },
    client: { denied: ['casey/casey'] },
    otherClient: { denied: ['jordan/jordan'] },
    trainer: { allowed: ['casey/taylor'], denied: ['jordan/taylor', 'casey/alex'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/sam'] },
    admin: { allowed: ['jordan/alex'], denied: ['casey/taylor'] },
  },
  update: {
    anon: { denied: ['casey/taylor'] },
    client: { denied: ['casey/taylor'] },
    otherClient: { denied: ['jordan/sam'] },
    trainer: {
      allowed: ['casey/taylor'],
      denied: [
        'casey/alex',
        'jordan/sam',
        { row: 'casey/taylor', patch: { client_id: people.jordan }, note: 'moving it to Jordan' },
      ],
    },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    admin: { allowed: ['casey/taylor'] },
  },
  delete: {
    anon: { denied: ['casey/taylor'] },
    client: { denied: ['casey/taylor'] },
    otherClient: { denied: ['jordan/sam'] },
    trainer: { allowed: ['casey/taylor'], denied: ['casey/alex', 'jordan/sam'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    admin: { allowed: ['casey/taylor'] },
  },
};
describeMatrix(actors, clientNotes);

const logComments: TableMatrix<Authored> = {
  table: 'workout_log_comments',
  subjects: authored('workout comment', async (scope, clientId, authorId) => {
    const log = await scope.insert('workout_logs', rows.log(clientId));
    return rows.logComment(log.id, clientId, authorId);
  }),
  patch: { body: 'edited by the matrix' },
  select: {
    anon: { denied: ['casey/taylor'] },
    client: { allowed: ['casey/taylor'], denied: ['jordan/sam'] },
    otherClient: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    trainer: { allowed: ['casey/taylor', 'casey/alex'], denied: ['jordan/sam'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    admin: { allowed: ['casey/taylor', 'jordan/sam'] },
  },
  insert: {
    anon: { denied: ['casey/taylor'] },
    // Clients read comments; they answer in messages.
    client: { denied: ['casey/casey'] },
    otherClient: { denied: ['jordan/jordan'] },
    trainer: { allowed: ['casey/taylor'], denied: ['jordan/taylor', 'casey/alex'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/sam'] },
    admin: { allowed: ['casey/alex'], denied: ['casey/taylor'] },
  },
  update: {
    anon: { denied: ['casey/taylor'] },
    client: { denied: ['casey/taylor'] },
    otherClient: { denied: ['jordan/sam'] },
    trainer: {
      allowed: ['casey/taylor'],
      denied: [
        'casey/alex',
        'jordan/sam',
        { row: 'casey/taylor', patch: { client_id: people.jordan }, note: 'moving it to Jordan' },
      ],
    },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    // Admins edit their own comments, never a trainer's words (they may still delete one).
    admin: { allowed: ['casey/alex'], denied: ['casey/taylor'] },
  },
  delete: {
    anon: { denied: ['casey/taylor'] },
    client: { denied: ['casey/taylor'] },
    otherClient: { denied: ['jordan/sam'] },
    trainer: { allowed: ['casey/taylor'], denied: ['casey/alex', 'jordan/sam'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    admin: { allowed: ['casey/taylor'] },
  },
};
describeMatrix(actors, logComments);

describe('comments stay on the log of the client they name', () => {
  it("refuses a comment that names Casey but sits on another client's log", async () => {
    const scope = new Scope();
    try {
      const other = await scope.freshUser({ assignedTo: people.taylor });
      const log = await scope.insert('workout_logs', rows.log(other));
      const comment = rows.logComment(log.id, people.casey, people.taylor);
      scope.track('workout_log_comments', comment.id);
      const { error } = await actors().trainer.from('workout_log_comments').insert(comment);
      expect(error?.code).toBe('42501');
    } finally {
      await scope.dispose();
    }
  });
});

describe('editing a comment', () => {
  it('stamps edited_at when the text changes, which no caller can forge, and the client reads the new text', async () => {
    const scope = new Scope();
    try {
      const log = await scope.insert('workout_logs', rows.log(people.casey));
      const comment = rows.logComment(log.id, people.casey, people.taylor);
      scope.track('workout_log_comments', comment.id);
      const { trainer, client } = actors();
      const created = await trainer
        .from('workout_log_comments')
        .insert({ ...comment, edited_at: '2026-01-01T00:00:00Z' })
        .select('edited_at')
        .single();
      expect(created.error).toBeNull();
      expect(created.data?.edited_at).toBeNull();

      const edited = await trainer
        .from('workout_log_comments')
        .update({ body: 'Great depth on the squats' })
        .eq('id', comment.id)
        .select('edited_at')
        .single();
      expect(edited.error).toBeNull();
      expect(edited.data?.edited_at).not.toBeNull();

      // Clearing the stamp, or an update that keeps the text, leaves it as it was.
      const cleared = await trainer
        .from('workout_log_comments')
        .update({ edited_at: null })
        .eq('id', comment.id)
        .select('edited_at')
        .single();
      expect(cleared.data?.edited_at).toBe(edited.data?.edited_at);

      const seen = await client.from('workout_log_comments').select('body, edited_at').eq('id', comment.id).single();
      expect(seen.data).toEqual({ body: 'Great depth on the squats', edited_at: edited.data?.edited_at });
    } finally {
      await scope.dispose();
    }
  });
});

describe('cycle sharing', () => {
  /** A fresh client of Taylor's with one cycle entry, and the flags set with the service client. */
  async function arrange(scope: Scope, tracking: boolean, sharing: boolean) {
    const client = await scope.freshUser({ assignedTo: people.taylor });
    const flags = await svc()
      .from('users')
      .update({ cycle_tracking_enabled: tracking, cycle_shared_with_trainer: sharing })
      .eq('id', client);
    if (flags.error) throw new Error(flags.error.message);
    const entry = await scope.insert('cycle_entries', rows.cycleEntry(client));
    return { client, entry };
  }

  async function visibleTo(role: 'trainer' | 'admin' | 'otherTrainer', id: string): Promise<boolean> {
    const { data, error } = await actors()[role].from('cycle_entries').select('id').eq('id', id);
    expect(error).toBeNull();
    return (data ?? []).length === 1;
  }

  it.each([
    { tracking: true, sharing: true, shown: true },
    { tracking: true, sharing: false, shown: false },
    { tracking: false, sharing: true, shown: false },
    { tracking: false, sharing: false, shown: false },
  ])('tracking $tracking, sharing $sharing: the trainer and admin see it: $shown', async (flags) => {
    const scope = new Scope();
    try {
      const { entry } = await arrange(scope, flags.tracking, flags.sharing);
      expect(await visibleTo('trainer', entry.id)).toBe(flags.shown);
      expect(await visibleTo('admin', entry.id)).toBe(flags.shown);
      expect(await visibleTo('otherTrainer', entry.id)).toBe(false);
    } finally {
      await scope.dispose();
    }
  });

  it('lets only the client change their consent, not their trainer or an admin', async () => {
    const scope = new Scope();
    try {
      const { client } = await arrange(scope, true, false);
      // A trainer cannot update a client's profile row at all (no row matches); an admin can, but
      // not this column.
      const byTrainer = await actors()
        .trainer.from('users')
        .update({ cycle_shared_with_trainer: true })
        .eq('id', client)
        .select('id');
      expect(byTrainer.data).toEqual([]);
      const byAdmin = await actors().admin.from('users').update({ cycle_shared_with_trainer: true }).eq('id', client);
      expect(byAdmin.error?.code).toBe('42501');
      const stored = await svc().from('users').select('cycle_shared_with_trainer').eq('id', client).single();
      expect(stored.data).toEqual({ cycle_shared_with_trainer: false });
    } finally {
      await scope.dispose();
    }
  });
});
