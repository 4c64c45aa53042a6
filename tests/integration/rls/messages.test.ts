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

// messages: only the two people in a conversation (and admins) read it. Clients write to their own
// trainer and to admins; staff to their clients and other staff; admins to anyone. The recipient
// marks a message read and nobody rewrites it; the sender (or an admin) deletes it.
const actors = actorsForFile();

/** "<sender>><recipient>" */
type Message = `${Person}>${Person}`;

const subjects = {} as Record<Message, Subject>;
for (const sender of Object.keys(people) as Person[]) {
  for (const recipient of Object.keys(people) as Person[]) {
    subjects[`${sender}>${recipient}`] = {
      label: `${PERSON_NAME[sender]} → ${PERSON_NAME[recipient]}`,
      build: () => rows.message(people[sender], people[recipient]),
    };
  }
}

const messages: TableMatrix<Message> = {
  table: 'messages',
  subjects,
  // The recipient marks read; the server stamps its own time, whatever date is sent (issue 24).
  patch: { read_at: '2000-01-02T03:04:05.000Z' },
  serverStamped: ['read_at'],
  select: {
    anon: { denied: ['taylor>casey'] },
    client: { allowed: ['taylor>casey', 'casey>alex'], denied: ['sam>jordan', 'taylor>jordan'] },
    otherClient: { allowed: ['sam>jordan'], denied: ['taylor>casey'] },
    // A trainer reads their own conversations, not their client's conversations with others.
    trainer: { allowed: ['casey>taylor'], denied: ['sam>jordan', 'casey>alex'] },
    otherTrainer: { allowed: ['jordan>sam'], denied: ['casey>taylor'] },
    admin: { allowed: ['taylor>casey', 'sam>jordan'] },
  },
  insert: {
    anon: { denied: ['casey>taylor'] },
    client: { allowed: ['casey>taylor', 'casey>alex'], denied: ['casey>sam', 'casey>jordan', 'taylor>casey'] },
    otherClient: { allowed: ['jordan>sam'], denied: ['jordan>taylor'] },
    trainer: { allowed: ['taylor>casey', 'taylor>sam'], denied: ['taylor>jordan'] },
    otherTrainer: { allowed: ['sam>jordan'], denied: ['sam>casey'] },
    admin: { allowed: ['alex>jordan'], denied: ['taylor>casey'] },
  },
  update: {
    anon: { denied: ['taylor>casey'] },
    client: {
      allowed: ['taylor>casey'],
      denied: [
        'casey>taylor',
        'sam>jordan',
        { row: 'taylor>casey', patch: { body: 'rewritten by the recipient' }, note: 'rewriting it' },
      ],
    },
    otherClient: { allowed: ['sam>jordan'], denied: ['taylor>casey'] },
    trainer: {
      allowed: ['casey>taylor'],
      denied: [
        'taylor>casey',
        'jordan>sam',
        { row: 'casey>taylor', patch: { recipient_id: people.sam }, note: 'forwarding it to Sam' },
      ],
    },
    otherTrainer: { allowed: ['jordan>sam'], denied: ['casey>taylor'] },
    admin: { allowed: ['casey>alex'], denied: ['taylor>casey'] },
  },
  delete: {
    anon: { denied: ['taylor>casey'] },
    client: { allowed: ['casey>taylor'], denied: ['taylor>casey', 'sam>jordan'] },
    otherClient: { allowed: ['jordan>sam'], denied: ['taylor>casey'] },
    trainer: { allowed: ['taylor>casey'], denied: ['casey>taylor'] },
    otherTrainer: { allowed: ['sam>jordan'], denied: ['taylor>casey'] },
    admin: { allowed: ['taylor>casey'] },
  },
};
describeMatrix(actors, messages);
