import {
  actorsForFile,
  describeMatrix,
  ownedRecordMatrix,
  PERSON_NAME,
  people,
  rows,
  type Person,
  type Row,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// progress_photos, cycle_entries, onboarding_forms, assessments: a client's records. The client and
// their trainer (and admins) read them; who writes differs per table.
const actors = actorsForFile();

describeMatrix(
  actors,
  ownedRecordMatrix({
    table: 'progress_photos',
    noun: 'progress photo',
    row: (_scope, userId) => rows.progressPhoto(userId),
    patch: { body_weight: 71.5, notes: 'edited by the matrix' },
    adminDeletesAny: true,
  }),
);

// Cycle entries are the most private record: only their owner deletes them (admins do not), and
// staff read them only while the client shares them (off by default: client-profile.test.ts shows
// sharing on).
const cycleEntries = ownedRecordMatrix({
  table: 'cycle_entries',
  noun: 'cycle entry',
  row: (_scope, userId) => rows.cycleEntry(userId),
  patch: { flow: 'heavy', notes: 'edited by the matrix' },
  adminDeletesAny: false,
});
describeMatrix(actors, {
  ...cycleEntries,
  select: {
    ...cycleEntries.select,
    trainer: { allowed: ['taylor'], denied: ['casey', 'jordan'] },
    otherTrainer: { allowed: ['sam'], denied: ['jordan'] },
    admin: { allowed: ['alex'], denied: ['casey', 'jordan'] },
  },
});

type Client = 'casey' | 'jordan';
/** "<client>/<author>": a record about the client, written (submitted or created) by the author. */
type Authored = `${Client}/${Person}`;

function authoredSubjects(noun: string, build: (clientId: string, authorId: string) => Row): Record<Authored, Subject> {
  const subjects = {} as Record<Authored, Subject>;
  for (const client of ['casey', 'jordan'] as const) {
    for (const author of Object.keys(people) as Person[]) {
      const by = author === client ? '' : ` by ${PERSON_NAME[author]}`;
      subjects[`${client}/${author}`] = {
        label: `${PERSON_NAME[client]}'s ${noun}${by}`,
        build: () => build(people[client], people[author]),
      };
    }
  }
  return subjects;
}

const onboardingForms: TableMatrix<Authored> = {
  table: 'onboarding_forms',
  subjects: authoredSubjects('intake form', rows.onboardingForm),
  patch: { assessment: { exercise: { experienceLevel: 'expert' } } },
  select: {
    anon: { denied: ['casey/casey'] },
    client: { allowed: ['casey/casey', 'casey/taylor'], denied: ['jordan/jordan'] },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    trainer: { allowed: ['casey/casey'], denied: ['jordan/jordan'] },
    otherTrainer: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    admin: { allowed: ['casey/casey', 'jordan/sam'] },
  },
  insert: {
    anon: { denied: ['casey/casey'] },
    // Submitted as yourself, for yourself or a client of yours.
    client: { allowed: ['casey/casey'], denied: ['jordan/casey', 'casey/taylor'] },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/jordan'] },
    trainer: { allowed: ['casey/taylor'], denied: ['jordan/taylor'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/sam'] },
    admin: { allowed: ['casey/alex'], denied: ['casey/taylor'] },
  },
  update: {
    anon: { denied: ['casey/casey'] },
    client: {
      allowed: ['casey/casey'],
      denied: [
        'jordan/jordan',
        { row: 'casey/casey', patch: { client_id: people.jordan }, note: 'moving it to Jordan' },
      ],
    },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    trainer: { allowed: ['casey/casey'], denied: ['jordan/jordan'] },
    otherTrainer: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    admin: { allowed: ['casey/casey'] },
  },
  delete: {
    anon: { denied: ['casey/casey'] },
    client: { denied: ['casey/casey'] },
    otherClient: { denied: ['jordan/jordan'] },
    trainer: { denied: ['casey/taylor'] },
    otherTrainer: { denied: ['jordan/sam'] },
    admin: { allowed: ['casey/casey'] },
  },
};
describeMatrix(actors, onboardingForms);

const assessments: TableMatrix<Authored> = {
  table: 'assessments',
  subjects: authoredSubjects('assessment', rows.assessment),
  patch: { notes: 'edited by the matrix', data: { weightKg: 68.5 } },
  select: {
    anon: { denied: ['casey/taylor'] },
    client: { allowed: ['casey/taylor'], denied: ['jordan/sam'] },
    otherClient: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    trainer: { allowed: ['casey/taylor', 'casey/alex'], denied: ['jordan/sam'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    admin: { allowed: ['casey/taylor'] },
  },
  insert: {
    anon: { denied: ['casey/taylor'] },
    // Only staff record assessments, as themselves, for their own clients.
    client: { denied: ['casey/casey'] },
    otherClient: { denied: ['jordan/jordan'] },
    trainer: { allowed: ['casey/taylor'], denied: ['jordan/taylor'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/sam'] },
    admin: { allowed: ['jordan/alex'], denied: ['casey/taylor'] },
  },
  update: {
    anon: { denied: ['casey/taylor'] },
    client: { denied: ['casey/taylor'] },
    otherClient: { denied: ['jordan/sam'] },
    trainer: {
      allowed: ['casey/taylor', 'casey/alex'],
      denied: ['jordan/sam', { row: 'casey/taylor', patch: { client_id: people.jordan }, note: 'moving it to Jordan' }],
    },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    admin: { allowed: ['casey/taylor'] },
  },
  delete: {
    anon: { denied: ['casey/taylor'] },
    client: { denied: ['casey/taylor'] },
    otherClient: { denied: ['jordan/sam'] },
    trainer: { allowed: ['casey/taylor'], denied: ['jordan/sam'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    admin: { allowed: ['casey/taylor'] },
  },
};
describeMatrix(actors, assessments);
