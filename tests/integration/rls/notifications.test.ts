import {
  actorsForFile,
  describeMatrix,
  PERSON_NAME,
  people,
  rows,
  type Person,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// notifications: each person reads only their own (admins too: a notification is private to its
// recipient). The recipient changes read_at and nothing else; nobody inserts or deletes through the
// Data API (rows come from private.notify() alone).
const actors = actorsForFile();

/** "for:<recipient>" */
type Notification = `for:${Person}`;

const subjects = {} as Record<Notification, Subject>;
for (const person of Object.keys(people) as Person[]) {
  subjects[`for:${person}`] = {
    label: `${PERSON_NAME[person]}'s notification`,
    build: () => rows.notification(people[person]),
  };
}

const notifications: TableMatrix<Notification> = {
  table: 'notifications',
  subjects,
  // Marking read: the server stamps its own time, whatever date is sent.
  patch: { read_at: '2000-01-02T03:04:05.000Z' },
  serverStamped: ['read_at'],
  select: {
    anon: { denied: ['for:casey'] },
    client: { allowed: ['for:casey'], denied: ['for:jordan', 'for:taylor'] },
    otherClient: { allowed: ['for:jordan'], denied: ['for:casey'] },
    // A trainer does not read their client's notifications.
    trainer: { allowed: ['for:taylor'], denied: ['for:casey', 'for:sam'] },
    otherTrainer: { allowed: ['for:sam'], denied: ['for:jordan'] },
    admin: { allowed: ['for:alex'], denied: ['for:casey', 'for:taylor'] },
  },
  insert: {
    anon: { denied: ['for:casey'] },
    client: { denied: ['for:casey', 'for:jordan'] },
    otherClient: { denied: ['for:jordan'] },
    trainer: { denied: ['for:casey', 'for:taylor'] },
    otherTrainer: { denied: ['for:sam'] },
    admin: { denied: ['for:alex', 'for:casey'] },
  },
  update: {
    anon: { denied: ['for:casey'] },
    client: {
      allowed: ['for:casey'],
      denied: [
        'for:jordan',
        { row: 'for:casey', patch: { title: 'rewritten by the recipient' }, note: 'rewriting its title' },
        { row: 'for:casey', patch: { link: '/elsewhere' }, note: 'changing its link' },
        { row: 'for:casey', patch: { recipient_id: people.jordan }, note: 'handing it to Jordan' },
      ],
    },
    otherClient: { allowed: ['for:jordan'], denied: ['for:casey'] },
    trainer: { allowed: ['for:taylor'], denied: ['for:casey', 'for:sam'] },
    otherTrainer: { allowed: ['for:sam'], denied: ['for:taylor'] },
    admin: { allowed: ['for:alex'], denied: ['for:casey'] },
  },
  delete: {
    anon: { denied: ['for:casey'] },
    client: { denied: ['for:casey', 'for:jordan'] },
    otherClient: { denied: ['for:jordan'] },
    trainer: { denied: ['for:taylor', 'for:casey'] },
    otherTrainer: { denied: ['for:sam'] },
    admin: { denied: ['for:alex', 'for:casey'] },
  },
};
describeMatrix(actors, notifications);
