import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { actorsForFile, describeMatrix, people, type Row, type TableMatrix } from '../support/rls-fixtures';

// Calendar feed tokens (issue 27): each person reads only their own token rows (hashes, never the
// token), whoever they are: a trainer does not see a client's, an admin does not see anyone's.
// Nobody writes the table directly; create_calendar_feed_token() and revoke_calendar_feed_token()
// do (tests/integration/scheduling/calendar-feed.test.ts). Arranged rows are revoked, so they never
// meet the one-active-token-per-person index or turn a real feed off.
const actors = actorsForFile();

function token(userId: string): Row {
  return {
    id: randomUUID(),
    user_id: userId,
    token_hash: createHash('sha256').update(randomBytes(32).toString('hex')).digest('hex'),
    revoked_at: new Date().toISOString(),
  };
}

type TokenSubject = 'casey' | 'jordan' | 'taylor' | 'alex';
const denyAll = {
  anon: { denied: ['casey' as const] },
  client: { denied: ['casey' as const] },
  otherClient: { denied: ['jordan' as const] },
  trainer: { denied: ['taylor' as const] },
  otherTrainer: { denied: ['taylor' as const] },
  admin: { denied: ['alex' as const, 'casey' as const] },
};
const tokens: TableMatrix<TokenSubject> = {
  table: 'calendar_feed_tokens',
  subjects: {
    casey: { label: "Casey's feed token", build: () => token(people.casey) },
    jordan: { label: "Jordan's feed token", build: () => token(people.jordan) },
    taylor: { label: "Taylor's feed token", build: () => token(people.taylor) },
    alex: { label: "Alex's feed token", build: () => token(people.alex) },
  },
  patch: { revoked_at: null },
  select: {
    anon: { denied: ['casey'] },
    client: { allowed: ['casey'], denied: ['jordan', 'taylor'] },
    otherClient: { allowed: ['jordan'], denied: ['casey'] },
    trainer: { allowed: ['taylor'], denied: ['casey', 'alex'] },
    otherTrainer: { denied: ['taylor', 'jordan'] },
    admin: { allowed: ['alex'], denied: ['casey', 'taylor'] },
  },
  insert: denyAll,
  update: denyAll,
  delete: denyAll,
};
describeMatrix(actors, tokens);
