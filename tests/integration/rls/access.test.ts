import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  actorsForFile,
  describeMatrix,
  people,
  ROLE_LABEL,
  ROLES,
  svc,
  type OpMatrix,
  type Role,
  type Row,
  type TableMatrix,
} from '../support/rls-fixtures';

// Studio access (issue 29, 20261129100000_access_schema.sql). Check-ins and check-in attempts: the
// client, their trainer and admins read them; the desk user reads the attempts they ran; nobody
// writes them through the API (check_in() and check_in_manual() do). Access keys: the client, their
// trainer and admins read a key's member number and state, and nobody (not even the owner, nor the
// service role) reads its secret through the Data API: the owner gets it only from my_access_key().
// The replay guard (access_code_uses): no API role at all.
const actors = actorsForFile();

type Subject = 'caseys' | 'jordans';

function nobody(): OpMatrix<Subject> {
  return {
    anon: { denied: ['caseys'] },
    client: { denied: ['caseys', 'jordans'] },
    otherClient: { denied: ['caseys', 'jordans'] },
    trainer: { denied: ['caseys', 'jordans'] },
    otherTrainer: { denied: ['caseys', 'jordans'] },
    admin: { denied: ['caseys', 'jordans'] },
  };
}

const readByClientTrainerAdmin: OpMatrix<Subject> = {
  anon: { denied: ['caseys'] },
  client: { allowed: ['caseys'], denied: ['jordans'] },
  otherClient: { allowed: ['jordans'], denied: ['caseys'] },
  trainer: { allowed: ['caseys'], denied: ['jordans'] },
  otherTrainer: { allowed: ['jordans'], denied: ['caseys'] },
  admin: { allowed: ['caseys', 'jordans'] },
};

const checkIn = (client: string): Row => ({
  id: randomUUID(),
  client_id: client,
  method: 'manual',
  desk_user_id: people.alex,
});

describeMatrix(actors, {
  table: 'check_ins',
  subjects: {
    caseys: { label: "Casey's check-in", build: () => checkIn(people.casey) },
    jordans: { label: "Jordan's check-in", build: () => checkIn(people.jordan) },
  },
  patch: { door_id: 'rls-probe' },
  select: readByClientTrainerAdmin,
  insert: nobody(),
  update: nobody(),
  delete: nobody(),
});

type AttemptSubject = Subject | 'taylorsDesk';
const attempt = (client: string, desk: string = people.alex): Row => ({
  id: randomUUID(),
  client_id: client,
  desk_user_id: desk,
  method: 'pin',
  result: 'refused',
  reason: 'invalid_code',
});

const attempts: TableMatrix<AttemptSubject> = {
  table: 'check_in_attempts',
  subjects: {
    caseys: { label: "Casey's attempt at Alex's desk", build: () => attempt(people.casey) },
    jordans: { label: "Jordan's attempt at Alex's desk", build: () => attempt(people.jordan) },
    taylorsDesk: { label: "Jordan's attempt at Taylor's desk", build: () => attempt(people.jordan, people.taylor) },
  },
  patch: { time_step: 42 },
  select: {
    anon: { denied: ['caseys'] },
    client: { allowed: ['caseys'], denied: ['jordans', 'taylorsDesk'] },
    otherClient: { allowed: ['jordans', 'taylorsDesk'], denied: ['caseys'] },
    // The desk user reads the attempts they ran, whoever the client.
    trainer: { allowed: ['caseys', 'taylorsDesk'], denied: ['jordans'] },
    otherTrainer: { allowed: ['jordans', 'taylorsDesk'], denied: ['caseys'] },
    admin: { allowed: ['caseys', 'jordans', 'taylorsDesk'] },
  },
  insert: nobody(),
  update: nobody(),
  delete: nobody(),
};
describeMatrix(actors, attempts);

// access_keys: keyed by client, read column by column -------------------------------------------
/** Casey's and Jordan's keys, provisioned the only way there is: each calls my_access_key(). */
async function keys(): Promise<Record<Subject, string>> {
  for (const role of ['client', 'otherClient'] as const) {
    const { error } = await actors()[role].rpc('my_access_key');
    if (error) throw new Error(`provisioning ${role}'s key: ${error.message}`);
  }
  return { caseys: people.casey, jordans: people.jordan };
}

describe.concurrent('access_keys RLS matrix', () => {
  const sees: Record<Role, Subject[]> = {
    anon: [],
    client: ['caseys'],
    otherClient: ['jordans'],
    trainer: ['caseys'],
    otherTrainer: ['jordans'],
    admin: ['caseys', 'jordans'],
  };
  for (const role of ROLES) {
    it(`${ROLE_LABEL[role]}: reads the member number of ${sees[role].join(', ') || 'no key'}`, async () => {
      const ids = await keys();
      const actor = actors()[role];
      const { data, error } = await actor
        .from('access_keys')
        .select('client_id, member_number, revoked_at')
        .in('client_id', [ids.caseys, ids.jordans]);
      if (role === 'anon') {
        expect(error?.code).toBe('42501');
        return;
      }
      expect(error).toBeNull();
      const seen = (data ?? []).map((row) => row.client_id as string).sort();
      expect(seen).toEqual(sees[role].map((s) => ids[s]).sort());
    });

    it(`${ROLE_LABEL[role]}: never reads a secret (42501), not even their own`, async () => {
      await keys();
      for (const columns of ['secret', '*', 'client_id, secret']) {
        const { data, error } = await actors()[role].from('access_keys').select(columns);
        expect(error?.code, `select ${columns} answered ${JSON.stringify(data)}`).toBe('42501');
      }
    });

    it(`${ROLE_LABEL[role]}: writes no key (insert, update, delete denied)`, async () => {
      const ids = await keys();
      const target = role === 'otherClient' || role === 'otherTrainer' ? ids.jordans : ids.caseys;
      const insert = await actors()[role].from('access_keys').insert({ client_id: randomUUID(), member_number: 1 });
      expect(insert.error?.code).toBe('42501');
      const actor = actors()[role];
      const update = await actor
        .from('access_keys')
        .update({ revoked_at: new Date().toISOString() })
        .eq('client_id', target)
        .select('client_id');
      expect(update.error?.code, `update answered ${JSON.stringify(update.data)}`).toBe('42501');
      const remove = await actors()[role].from('access_keys').delete().eq('client_id', target).select('client_id');
      expect(remove.error?.code, `delete answered ${JSON.stringify(remove.data)}`).toBe('42501');
      const stored = await svc().from('access_keys').select('client_id, revoked_at').eq('client_id', target);
      expect(stored.data).toEqual([{ client_id: target, revoked_at: null }]);
    });
  }

  it('the service role reads no secret either', async () => {
    await keys();
    const { error } = await svc().from('access_keys').select('secret');
    expect(error?.code).toBe('42501');
  });
});

describe.concurrent('access_code_uses: no API role', () => {
  for (const role of ROLES) {
    it(`${ROLE_LABEL[role]}: select and insert denied (42501)`, async () => {
      const read = await actors()[role].from('access_code_uses').select('client_id');
      expect(read.error?.code).toBe('42501');
      const write = await actors()[role].from('access_code_uses').insert({ client_id: people.casey, time_step: 1 });
      expect(write.error?.code).toBe('42501');
    });
  }

  it('the service role: select and insert denied (42501)', async () => {
    expect((await svc().from('access_code_uses').select('client_id')).error?.code).toBe('42501');
    const write = await svc().from('access_code_uses').insert({ client_id: people.casey, time_step: 1 });
    expect(write.error?.code).toBe('42501');
  });
});
