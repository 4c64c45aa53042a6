import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, freshClient, freshTrainer, svc, type Person } from '../scheduling/support';
import { listenToNotifications, notificationsOf, ofKind, waitFor } from './support';

/**
 * The message producer (20261130150000_notifications.sql) and reading: one notification per
 * message for its recipient, never for the sender, even when the send is retried; marking read;
 * live delivery to the recipient alone.
 */

let trainer: Person;
let client: Person;
let stranger: Person;

beforeAll(async () => {
  trainer = await freshTrainer({ hours: false });
  client = await freshClient(trainer.id);
  stranger = await freshClient();
});

afterAll(cleanup);

async function send(from: Person, to: Person, body: string, id: string = randomUUID()): Promise<string> {
  // The app's send: the id is made on the device and a retry is `on conflict (id) do nothing`.
  const { error } = await from.client
    .from('messages')
    .upsert({ id, sender_id: from.id, recipient_id: to.id, body }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw new Error(`send: ${error.message}`);
  return id;
}

describe('a new message', () => {
  it('notifies its recipient once, linking to the thread, and never the sender', async () => {
    const id = await send(trainer, client, 'How did the squats feel?');
    // The same send retried (a flaky connection): still one message, one notification.
    await send(trainer, client, 'How did the squats feel?', id);

    const forClient = await ofKind(client.id, 'message');
    expect(forClient).toHaveLength(1);
    expect(forClient[0]).toMatchObject({
      title: 'New message from Trainer Fixture',
      body: 'How did the squats feel?',
      link: `/inbox?with=${trainer.id}`,
      dedupe_key: `message:${id}`,
      read_at: null,
    });
    expect(await notificationsOf(trainer.id)).toEqual([]);
  });

  it('gives two messages two notifications, and cuts a long body for the preview', async () => {
    const long = 'x'.repeat(600);
    await send(client, trainer, 'First');
    await send(client, trainer, long);
    const forTrainer = await ofKind(trainer.id, 'message');
    expect(forTrainer.map((row) => row.body.length)).toEqual([5, 200]);
    expect(forTrainer[1]!.body.endsWith('…')).toBe(true);
  });

  it('reaches the recipient live, and nobody else', async () => {
    const clientFeed = await listenToNotifications(client.client, 'client');
    const strangerFeed = await listenToNotifications(stranger.client, 'stranger');
    const trainerFeed = await listenToNotifications(trainer.client, 'trainer');
    try {
      const id = await send(trainer, client, 'Live one');
      expect(await waitFor(() => clientFeed.heard.some((row) => row.dedupe_key === `message:${id}`))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(strangerFeed.heard).toEqual([]);
      expect(trainerFeed.heard).toEqual([]);
    } finally {
      await Promise.all([clientFeed.stop(), strangerFeed.stop(), trainerFeed.stop()]);
    }
  });
});

describe('mark_notifications_read', () => {
  it('marks the listed ones, then all of mine, with the server time, and never anyone else’s', async () => {
    const other = await freshClient(trainer.id);
    await send(trainer, other, 'For someone else');
    const a = await send(trainer, client, 'A');
    const b = await send(trainer, client, 'B');
    const mine = await ofKind(client.id, 'message');
    const first = mine.find((row) => row.dedupe_key === `message:${a}`)!;
    const theirs = await ofKind(other.id, 'message');

    const one = await client.client.rpc('mark_notifications_read', { p_ids: [first.id, theirs[0]!.id] });
    expect(one.error).toBeNull();
    expect(one.data).toBe(1);
    const afterOne = await ofKind(client.id, 'message');
    expect(afterOne.find((row) => row.id === first.id)!.read_at).not.toBeNull();
    expect(afterOne.find((row) => row.dedupe_key === `message:${b}`)!.read_at).toBeNull();
    expect(Math.abs(Date.parse(afterOne.find((row) => row.id === first.id)!.read_at!) - Date.now())).toBeLessThan(
      60_000,
    );

    const all = await client.client.rpc('mark_notifications_read', {});
    expect(all.error).toBeNull();
    expect(all.data).toBe(afterOne.filter((row) => row.read_at === null).length);
    expect((await ofKind(client.id, 'message')).every((row) => row.read_at !== null)).toBe(true);
    // Someone else's stays unread, and marking again changes nothing.
    expect((await ofKind(other.id, 'message'))[0]!.read_at).toBeNull();
    expect((await client.client.rpc('mark_notifications_read', {})).data).toBe(0);
  });

  it('keeps the first read time when a read notification is marked again through the Data API', async () => {
    const id = await send(trainer, client, 'Read twice');
    const [row] = (await ofKind(client.id, 'message')).filter((r) => r.dedupe_key === `message:${id}`);
    await client.client.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', row!.id);
    const firstRead = (await svc().from('notifications').select('read_at').eq('id', row!.id).single()).data!.read_at;
    const again = await client.client
      .from('notifications')
      .update({ read_at: '2030-01-01T00:00:00Z' })
      .eq('id', row!.id)
      .select('read_at');
    expect(again.error).toBeNull();
    expect(new Date((again.data as { read_at: string }[])[0]!.read_at).getTime()).toBe(new Date(firstRead).getTime());
  });
});

describe('reading the conversation', () => {
  it('marks the message notifications of what it read, and no others', async () => {
    const other = await freshTrainer({ hours: false });
    const fromTrainer = await send(trainer, client, 'Read me in the inbox');
    // From someone else (arranged with the service role: a trainer writes only to their clients).
    const fromOther = randomUUID();
    const arranged = await svc()
      .from('messages')
      .insert({ id: fromOther, sender_id: other.id, recipient_id: client.id, body: 'Not this one' });
    expect(arranged.error).toBeNull();
    const { error } = await client.client.rpc('mark_thread_read', { other: trainer.id });
    expect(error).toBeNull();
    const rows = await ofKind(client.id, 'message');
    expect(rows.find((row) => row.dedupe_key === `message:${fromTrainer}`)!.read_at).not.toBeNull();
    expect(rows.find((row) => row.dedupe_key === `message:${fromOther}`)!.read_at).toBeNull();
  });
});
