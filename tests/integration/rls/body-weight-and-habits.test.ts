import { randomUUID } from 'node:crypto';
import {
  actorsForFile,
  describeMatrix,
  PERSON_NAME,
  people,
  type Person,
  type Row,
  type Scope,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// body_weight_entries, habits, habit_ticks (issue 33, docs/habits.md). A client's weight and ticks
// are theirs to write; habits are their coach's to write; the client, their trainer and admins read.
const actors = actorsForFile();

/** A past day no other case uses (one weight per client per day, one tick per habit per day). */
function someDay(): string {
  const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 2000) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

type Client = 'casey' | 'jordan';
/** "<client>/<author>": a row about the client, written by the author. */
type Authored = `${Client}/${Person}`;

function authored(noun: string, build: (clientId: string, authorId: string, scope: Scope) => Row | Promise<Row>) {
  const subjects = {} as Record<Authored, Subject>;
  for (const client of ['casey', 'jordan'] as const) {
    for (const author of Object.keys(people) as Person[]) {
      const by = author === client ? '' : ` by ${PERSON_NAME[author]}`;
      subjects[`${client}/${author}`] = {
        label: `${PERSON_NAME[client]}'s ${noun}${by}`,
        build: (scope) => build(people[client], people[author], scope),
      };
    }
  }
  return subjects;
}

const weightRow = (clientId: string, authorId: string): Row => ({
  id: randomUUID(),
  client_id: clientId,
  measured_on: someDay(),
  weight_kg: 72.4,
  created_by: authorId,
});

const bodyWeight: TableMatrix<Authored> = {
  table: 'body_weight_entries',
  subjects: authored('body weight', weightRow),
  patch: { weight_kg: 71.85 },
  select: {
    anon: { denied: ['casey/casey'] },
    client: { allowed: ['casey/casey'], denied: ['jordan/jordan'] },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    trainer: { allowed: ['casey/casey'], denied: ['jordan/jordan'] },
    otherTrainer: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    admin: { allowed: ['casey/casey', 'jordan/jordan'] },
  },
  insert: {
    anon: { denied: ['casey/casey'] },
    // Only the client logs their own weight, as themselves.
    client: { allowed: ['casey/casey'], denied: ['jordan/jordan', 'jordan/casey', 'casey/taylor'] },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/casey', 'casey/jordan'] },
    trainer: { denied: ['casey/taylor', 'casey/casey'] },
    otherTrainer: { denied: ['jordan/sam', 'casey/sam'] },
    admin: { denied: ['casey/alex', 'casey/casey'] },
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
    trainer: { denied: ['casey/casey'] },
    otherTrainer: { denied: ['jordan/jordan', 'casey/casey'] },
    admin: { denied: ['casey/casey'] },
  },
  delete: {
    anon: { denied: ['casey/casey'] },
    client: { allowed: ['casey/casey'], denied: ['jordan/jordan'] },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    trainer: { denied: ['casey/casey'] },
    otherTrainer: { denied: ['jordan/jordan'] },
    admin: { denied: ['casey/casey'] },
  },
};
describeMatrix(actors, bodyWeight);

const habitRow = (clientId: string, authorId: string): Row => ({
  id: randomUUID(),
  client_id: clientId,
  title: 'Drink 2 L of water',
  frequency: 'daily',
  created_by: authorId,
});

const habits: TableMatrix<Authored> = {
  table: 'habits',
  subjects: authored('habit', habitRow),
  patch: { title: 'Edited by the matrix', frequency: 'weekly', days_per_week: 3 },
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
    // Coaches assign habits: a client cannot give themselves one (or anyone else).
    client: { denied: ['casey/casey', 'jordan/casey'] },
    otherClient: { denied: ['jordan/jordan'] },
    trainer: { allowed: ['casey/taylor'], denied: ['jordan/taylor', 'casey/sam'] },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/sam'] },
    admin: { allowed: ['casey/alex', 'jordan/alex'], denied: ['casey/taylor'] },
  },
  update: {
    anon: { denied: ['casey/taylor'] },
    client: { denied: ['casey/taylor'] },
    otherClient: { denied: ['jordan/sam'] },
    trainer: {
      allowed: ['casey/taylor'],
      denied: [
        'jordan/sam',
        { row: 'casey/taylor', patch: { client_id: people.jordan }, note: "moving it to Sam's client" },
      ],
    },
    otherTrainer: { allowed: ['jordan/sam'], denied: ['casey/taylor'] },
    admin: { allowed: ['casey/taylor', 'jordan/sam'] },
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
describeMatrix(actors, habits);

type Tick = 'casey' | 'jordan' | 'caseyOnJordansHabit' | 'caseyOnArchived';

async function tickOn(scope: Scope, habitOwner: string, tickOwner: string, archived = false): Promise<Row> {
  const coach = habitOwner === people.casey ? people.taylor : people.sam;
  const habit = await scope.insert('habits', {
    ...habitRow(habitOwner, coach),
    ...(archived ? { archived_at: new Date().toISOString() } : {}),
  });
  return { id: randomUUID(), habit_id: habit.id, client_id: tickOwner, tick_date: someDay() };
}

const ticks: TableMatrix<Tick> = {
  table: 'habit_ticks',
  subjects: {
    casey: { label: "Casey's tick", build: (scope) => tickOn(scope, people.casey, people.casey) },
    jordan: { label: "Jordan's tick", build: (scope) => tickOn(scope, people.jordan, people.jordan) },
    caseyOnJordansHabit: {
      label: "Casey's tick on Jordan's habit",
      build: (scope) => tickOn(scope, people.jordan, people.casey),
    },
    caseyOnArchived: {
      label: "Casey's tick on an archived habit",
      build: (scope) => tickOn(scope, people.casey, people.casey, true),
    },
  },
  patch: { tick_date: '2019-06-01' },
  select: {
    anon: { denied: ['casey'] },
    client: { allowed: ['casey'], denied: ['jordan'] },
    otherClient: { allowed: ['jordan'], denied: ['casey'] },
    trainer: { allowed: ['casey'], denied: ['jordan'] },
    otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
    admin: { allowed: ['casey', 'jordan'] },
  },
  insert: {
    anon: { denied: ['casey'] },
    client: { allowed: ['casey'], denied: ['jordan', 'caseyOnJordansHabit', 'caseyOnArchived'] },
    otherClient: { allowed: ['jordan'], denied: ['casey'] },
    trainer: { denied: ['casey'] },
    otherTrainer: { denied: ['jordan'] },
    admin: { denied: ['casey'] },
  },
  // A tick is there or not: nobody rewrites one (no update grant).
  update: {
    anon: { denied: ['casey'] },
    client: { denied: ['casey'] },
    otherClient: { denied: ['jordan'] },
    trainer: { denied: ['casey'] },
    otherTrainer: { denied: ['jordan'] },
    admin: { denied: ['casey'] },
  },
  delete: {
    anon: { denied: ['casey'] },
    client: { allowed: ['casey'], denied: ['jordan'] },
    otherClient: { allowed: ['jordan'], denied: ['casey'] },
    trainer: { denied: ['casey'] },
    otherTrainer: { denied: ['jordan'] },
    admin: { denied: ['casey'] },
  },
};
describeMatrix(actors, ticks);
