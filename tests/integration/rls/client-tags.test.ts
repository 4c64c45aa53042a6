import { randomUUID } from 'node:crypto';
import {
  actorsForFile,
  describeMatrix,
  people,
  type Person,
  type Row,
  type Scope,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// Client tags, saved replies and the broadcast record (20261201400000, 20261201400100). A tag is its
// trainer's own: they see and change it, admins read every tag; a tag goes on a client only by its
// owner and only on a client they coach (an admin: any client); a client never sees a tag, their own
// included. Saved replies are their owner's alone. A broadcast record is read by its sender (and
// admins) and written by send_broadcast() only.
const actors = actorsForFile();

const tag = (owner: Person): Row => ({ id: randomUUID(), trainer_id: people[owner], name: `Tag ${randomUUID()}` });

const tagSubjects = {
  'of:taylor': { label: "Taylor's tag", build: () => tag('taylor') },
  'of:sam': { label: "Sam's tag", build: () => tag('sam') },
  'of:alex': { label: "Alex's tag", build: () => tag('alex') },
} satisfies Record<string, Subject>;

describeMatrix(actors, {
  table: 'client_tags',
  subjects: tagSubjects,
  patch: { name: 'Renamed tag' },
  select: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: { allowed: ['of:taylor'], denied: ['of:sam', 'of:alex'] },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex', 'of:taylor', 'of:sam'] },
  },
  insert: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: { allowed: ['of:taylor'], denied: ['of:sam'] },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex'], denied: ['of:taylor'] },
  },
  update: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: {
      allowed: ['of:taylor'],
      denied: ['of:sam', { row: 'of:taylor', patch: { trainer_id: people.sam }, note: 'handing it to Sam' }],
    },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex'], denied: ['of:taylor'] },
  },
  delete: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: { allowed: ['of:taylor'], denied: ['of:sam', 'of:alex'] },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex'], denied: ['of:taylor'] },
  },
} satisfies TableMatrix<keyof typeof tagSubjects>);

/** "<tag owner>:<client>": the owner's tag (arranged in the scope) on that client. */
const labelled = (owner: Person, client: Person) => async (scope: Scope) => {
  const parent = await scope.insert('client_tags', tag(owner));
  return { id: randomUUID(), tag_id: parent.id, client_id: people[client] };
};

const assignmentSubjects = {
  'taylor:casey': { label: "Taylor's tag on Casey", build: labelled('taylor', 'casey') },
  'taylor:jordan': { label: "Taylor's tag on Sam's client Jordan", build: labelled('taylor', 'jordan') },
  'sam:jordan': { label: "Sam's tag on Jordan", build: labelled('sam', 'jordan') },
  'sam:casey': { label: "Sam's tag on Taylor's client Casey", build: labelled('sam', 'casey') },
  'alex:jordan': { label: "Alex's tag on Jordan", build: labelled('alex', 'jordan') },
  'taylor:sam': { label: "Taylor's tag on a trainer (Sam)", build: labelled('taylor', 'sam') },
} satisfies Record<string, Subject>;

describeMatrix(actors, {
  table: 'client_tag_assignments',
  subjects: assignmentSubjects,
  patch: { created_at: '2001-02-03T04:05:06.000Z' },
  select: {
    anon: { denied: ['taylor:casey'] },
    client: { denied: ['taylor:casey', 'sam:casey'] },
    otherClient: { denied: ['sam:jordan'] },
    trainer: { allowed: ['taylor:casey'], denied: ['taylor:jordan', 'sam:casey', 'sam:jordan'] },
    otherTrainer: { allowed: ['sam:jordan'], denied: ['sam:casey', 'taylor:casey'] },
    admin: { allowed: ['taylor:casey', 'sam:jordan', 'alex:jordan'] },
  },
  insert: {
    anon: { denied: ['taylor:casey'] },
    client: { denied: ['taylor:casey'] },
    otherClient: { denied: ['sam:jordan'] },
    trainer: { allowed: ['taylor:casey'], denied: ['taylor:jordan', 'sam:casey', 'taylor:sam'] },
    otherTrainer: { allowed: ['sam:jordan'], denied: ['sam:casey', 'taylor:casey'] },
    admin: { allowed: ['alex:jordan'], denied: ['taylor:casey'] },
  },
  update: {
    anon: { denied: ['taylor:casey'] },
    client: { denied: ['taylor:casey'] },
    otherClient: { denied: ['sam:jordan'] },
    trainer: { denied: ['taylor:casey', 'sam:jordan'] },
    otherTrainer: { denied: ['sam:jordan'] },
    admin: { denied: ['alex:jordan', 'taylor:casey'] },
  },
  delete: {
    anon: { denied: ['taylor:casey'] },
    client: { denied: ['taylor:casey'] },
    otherClient: { denied: ['sam:jordan'] },
    trainer: { allowed: ['taylor:casey'], denied: ['sam:jordan', 'sam:casey'] },
    otherTrainer: { allowed: ['sam:jordan'], denied: ['taylor:casey'] },
    admin: { allowed: ['alex:jordan'], denied: ['taylor:casey'] },
  },
} satisfies TableMatrix<keyof typeof assignmentSubjects>);

const reply = (owner: Person): Row => ({
  id: randomUUID(),
  trainer_id: people[owner],
  title: 'Check-in',
  body: 'Hi {first_name}, how did this week go?',
});

const replySubjects = {
  'of:taylor': { label: "Taylor's saved reply", build: () => reply('taylor') },
  'of:sam': { label: "Sam's saved reply", build: () => reply('sam') },
  'of:alex': { label: "Alex's saved reply", build: () => reply('alex') },
  'of:casey': { label: 'a saved reply on a client (Casey)', build: () => reply('casey') },
} satisfies Record<string, Subject>;

describeMatrix(actors, {
  table: 'saved_replies',
  subjects: replySubjects,
  patch: { body: 'Edited reply' },
  select: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:casey', 'of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: { allowed: ['of:taylor'], denied: ['of:sam', 'of:alex'] },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex'], denied: ['of:taylor', 'of:sam'] },
  },
  insert: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:casey', 'of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: { allowed: ['of:taylor'], denied: ['of:sam'] },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex'], denied: ['of:taylor'] },
  },
  update: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:casey', 'of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: {
      allowed: ['of:taylor', { row: 'of:taylor', patch: { title: 'Renamed' }, note: 'renaming it' }],
      denied: ['of:sam', { row: 'of:taylor', patch: { trainer_id: people.sam }, note: 'handing it to Sam' }],
    },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex'], denied: ['of:taylor'] },
  },
  delete: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:casey', 'of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: { allowed: ['of:taylor'], denied: ['of:sam', 'of:alex'] },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex'], denied: ['of:taylor'] },
  },
} satisfies TableMatrix<keyof typeof replySubjects>);

const broadcast = (sender: Person): Row => ({
  id: randomUUID(),
  sender_id: people[sender],
  body: 'Gym closed Monday',
  audience: 'all',
  recipient_count: 3,
});

const broadcastSubjects = {
  'of:taylor': { label: "Taylor's broadcast", build: () => broadcast('taylor') },
  'of:sam': { label: "Sam's broadcast", build: () => broadcast('sam') },
  'of:alex': { label: "Alex's broadcast", build: () => broadcast('alex') },
} satisfies Record<string, Subject>;

describeMatrix(actors, {
  table: 'message_broadcasts',
  subjects: broadcastSubjects,
  patch: { body: 'Rewritten after sending' },
  select: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: { allowed: ['of:taylor'], denied: ['of:sam', 'of:alex'] },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex', 'of:taylor', 'of:sam'] },
  },
  insert: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: { denied: ['of:taylor', 'of:sam'] },
    otherTrainer: { denied: ['of:sam'] },
    admin: { denied: ['of:alex'] },
  },
  update: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: { denied: ['of:taylor', 'of:sam'] },
    otherTrainer: { denied: ['of:sam'] },
    admin: { denied: ['of:alex', 'of:taylor'] },
  },
  delete: {
    anon: { denied: ['of:taylor'] },
    client: { denied: ['of:taylor'] },
    otherClient: { denied: ['of:sam'] },
    trainer: { denied: ['of:taylor', 'of:sam'] },
    otherTrainer: { denied: ['of:sam'] },
    admin: { denied: ['of:alex', 'of:taylor'] },
  },
} satisfies TableMatrix<keyof typeof broadcastSubjects>);
