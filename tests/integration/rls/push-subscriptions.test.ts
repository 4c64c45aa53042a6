import { describe, expect, it } from 'vitest';
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

// push_subscriptions: a device's Web Push subscription is its owner's alone (admins and trainers
// included: nobody reads another person's endpoint and keys). The owner picks kinds and a label,
// and deletes; nobody inserts through the Data API (save_push_subscription() adds and takes over).
const actors = actorsForFile();

/** "of:<owner>" */
type Subscription = `of:${Person}`;

const subjects = {} as Record<Subscription, Subject>;
for (const person of Object.keys(people) as Person[]) {
  subjects[`of:${person}`] = {
    label: `${PERSON_NAME[person]}'s browser`,
    build: () => rows.pushSubscription(people[person]),
  };
}

const pushSubscriptions: TableMatrix<Subscription> = {
  table: 'push_subscriptions',
  subjects,
  patch: { kinds: ['booking_made', 'message'] },
  select: {
    anon: { denied: ['of:casey'] },
    client: { allowed: ['of:casey'], denied: ['of:jordan', 'of:taylor'] },
    otherClient: { allowed: ['of:jordan'], denied: ['of:casey'] },
    trainer: { allowed: ['of:taylor'], denied: ['of:casey', 'of:sam'] },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:jordan'] },
    admin: { allowed: ['of:alex'], denied: ['of:casey', 'of:taylor'] },
  },
  insert: {
    anon: { denied: ['of:casey'] },
    client: { denied: ['of:casey', 'of:jordan'] },
    otherClient: { denied: ['of:jordan'] },
    trainer: { denied: ['of:taylor', 'of:casey'] },
    otherTrainer: { denied: ['of:sam'] },
    admin: { denied: ['of:alex', 'of:casey'] },
  },
  update: {
    anon: { denied: ['of:casey'] },
    client: {
      allowed: ['of:casey', { row: 'of:casey', patch: { device_label: 'My phone' }, note: 'renaming it' }],
      denied: [
        'of:jordan',
        {
          row: 'of:casey',
          patch: { endpoint: 'https://push.liftwise.test/elsewhere' },
          note: 'pointing it at another endpoint',
        },
        { row: 'of:casey', patch: { user_id: people.jordan }, note: 'handing it to Jordan' },
        {
          row: 'of:casey',
          patch: { failure_count: 7, last_success_at: '2000-01-02T03:04:05.000Z' },
          note: 'rewriting its delivery record',
        },
      ],
    },
    otherClient: { allowed: ['of:jordan'], denied: ['of:casey'] },
    trainer: { allowed: ['of:taylor'], denied: ['of:casey', 'of:sam'] },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex'], denied: ['of:casey'] },
  },
  delete: {
    anon: { denied: ['of:casey'] },
    client: { allowed: ['of:casey'], denied: ['of:jordan'] },
    otherClient: { allowed: ['of:jordan'], denied: ['of:casey'] },
    trainer: { allowed: ['of:taylor'], denied: ['of:casey', 'of:sam'] },
    otherTrainer: { allowed: ['of:sam'], denied: ['of:taylor'] },
    admin: { allowed: ['of:alex'], denied: ['of:casey'] },
  },
};
describeMatrix(actors, pushSubscriptions);

describe('save_push_subscription', () => {
  const endpoint = () => `https://push.liftwise.test/${crypto.randomUUID()}`;
  const keys = { p_p256dh: `B${'C'.repeat(86)}`, p_auth: 'D'.repeat(22) };

  it('adds the caller’s browser with every kind, and a later account on that browser takes it over', async () => {
    const url = endpoint();
    const saved = await actors().client.rpc('save_push_subscription', { p_endpoint: url, ...keys });
    expect(saved.error).toBeNull();
    const mine = await actors().client.from('push_subscriptions').select('user_id, kinds').eq('endpoint', url).single();
    expect(mine.data?.user_id).toBe(people.casey);
    expect(mine.data?.kinds).toHaveLength(9);

    const taken = await actors().otherClient.rpc('save_push_subscription', {
      p_endpoint: url,
      ...keys,
      p_kinds: ['message'],
    });
    expect(taken.error).toBeNull();
    expect(taken.data).toBe(saved.data);
    expect((await actors().client.from('push_subscriptions').select('id').eq('endpoint', url)).data).toEqual([]);
    await actors().otherClient.from('push_subscriptions').delete().eq('endpoint', url);
  });

  it('refuses what is not a push subscription, in words', async () => {
    const cases = [
      { p_endpoint: 'http://push.liftwise.test/plain-http', ...keys },
      { p_endpoint: 'javascript:alert(1)', ...keys },
      { p_endpoint: `https://push.liftwise.test/${'x'.repeat(2100)}`, ...keys },
      { p_endpoint: endpoint(), p_p256dh: 'short', p_auth: keys.p_auth },
      { p_endpoint: endpoint(), p_p256dh: keys.p_p256dh, p_auth: 'not base64url!!!!!!!!!' },
      { p_endpoint: endpoint(), ...keys, p_kinds: ['everything'] },
      { p_endpoint: endpoint(), ...keys, p_device_label: 'x'.repeat(121) },
    ];
    for (const args of cases) {
      const { error } = await actors().client.rpc('save_push_subscription', args);
      expect(error?.code, JSON.stringify(args).slice(0, 80)).toBe('23514');
    }
  });

  it('is not for anonymous callers', async () => {
    const { error } = await actors().anon.rpc('save_push_subscription', { p_endpoint: endpoint(), ...keys });
    expect(error).not.toBeNull();
  });
});
