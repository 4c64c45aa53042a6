import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demo, serviceClient, signedInClient } from './support/clients';

/**
 * Messaging beyond the messages RLS matrix (tests/integration/rls/messages.test.ts): idempotent
 * sends with ids made on the device, clean text and limits, and the inbox's functions per role.
 */
let casey: SupabaseClient;
let taylor: SupabaseClient;
let sam: SupabaseClient;
let jordan: SupabaseClient;
let alex: SupabaseClient;
const created: string[] = [];

beforeAll(async () => {
  [casey, taylor, sam, jordan, alex] = await Promise.all([
    signedInClient(demo.client.email),
    signedInClient(demo.trainer.email),
    signedInClient(demo.otherTrainer.email),
    signedInClient(demo.otherTrainersClient.email),
    signedInClient(demo.admin.email),
  ]);
});

afterAll(async () => {
  if (created.length) await serviceClient().from('messages').delete().in('id', created);
});

function send(client: SupabaseClient, id: string, sender: string, recipient: string, body: string) {
  created.push(id);
  return client
    .from('messages')
    .upsert({ id, sender_id: sender, recipient_id: recipient, body }, { onConflict: 'id', ignoreDuplicates: true });
}

async function stored(id: string) {
  const { data } = await serviceClient().from('messages').select('body, sender_id').eq('id', id);
  return data ?? [];
}

describe('idempotent sends (id made on the device)', () => {
  it('a retried send with the same id is a no-op, never a duplicate or an error', async () => {
    const id = randomUUID();
    expect((await send(casey, id, demo.client.id, demo.trainer.id, 'Done with week 2')).error).toBeNull();
    expect((await send(casey, id, demo.client.id, demo.trainer.id, 'Done with week 2')).error).toBeNull();
    // Even a retry carrying different text cannot rewrite what was sent.
    expect((await send(casey, id, demo.client.id, demo.trainer.id, 'Rewritten')).error).toBeNull();
    expect(await stored(id)).toEqual([{ body: 'Done with week 2', sender_id: demo.client.id }]);
  });

  it('an id someone else already used does not let a sender touch or learn that message', async () => {
    const id = randomUUID();
    expect((await send(taylor, id, demo.trainer.id, demo.client.id, 'Taylor to Casey')).error).toBeNull();
    const { error } = await send(sam, id, demo.otherTrainer.id, demo.otherTrainersClient.id, 'Sam reusing the id');
    expect(error).toBeNull();
    expect(await stored(id)).toEqual([{ body: 'Taylor to Casey', sender_id: demo.trainer.id }]);
  });

  it('RLS still decides: a client cannot send to a trainer who is not theirs, retried or not', async () => {
    const id = randomUUID();
    const first = await send(casey, id, demo.client.id, demo.otherTrainer.id, 'Hi Sam');
    expect(first.error?.code).toBe('42501');
    expect(await stored(id)).toEqual([]);
  });
});

describe('message text', () => {
  it('strips control characters and trailing whitespace, keeps new lines and tabs', async () => {
    const id = randomUUID();
    const body = 'Line one\u0007\u0000'.replace('\u0000', '') + '\n\tLine two\u200B\u001b[31m   \n\n';
    expect((await send(casey, id, demo.client.id, demo.trainer.id, body)).error).toBeNull();
    expect(await stored(id)).toEqual([{ body: 'Line one\n\tLine two[31m', sender_id: demo.client.id }]);
  });

  it('refuses a message over 5000 characters and one that is only control characters', async () => {
    const long = await send(casey, randomUUID(), demo.client.id, demo.trainer.id, 'x'.repeat(5001));
    expect(long.error?.code).toBe('23514');
    const blank = await send(casey, randomUUID(), demo.client.id, demo.trainer.id, '\u0007\u0008 \n');
    expect(blank.error?.code).toBe('23514');
    const exact = await send(casey, randomUUID(), demo.client.id, demo.trainer.id, 'y'.repeat(5000));
    expect(exact.error).toBeNull();
  });
});

describe('message_threads()', () => {
  it("lists the caller's own conversations with the unread count, newest first", async () => {
    const id = randomUUID();
    await send(taylor, id, demo.trainer.id, demo.client.id, 'Newest from Taylor');
    const { data, error } = await casey.rpc('message_threads');
    expect(error).toBeNull();
    const first = data?.[0];
    expect(first?.other_id).toBe(demo.trainer.id);
    expect(first?.last_body).toBe('Newest from Taylor');
    const { count } = await serviceClient()
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('recipient_id', demo.client.id)
      .eq('sender_id', demo.trainer.id)
      .is('read_at', null);
    expect(first?.unread_count).toBe(count);
    expect(first?.unread_count).toBeGreaterThan(0);
  });

  it("never lists other people's conversations, admins included", async () => {
    const id = randomUUID();
    await send(sam, id, demo.otherTrainer.id, demo.otherTrainersClient.id, 'Sam to Jordan');
    const forAlex = (await alex.rpc('message_threads')).data ?? [];
    expect(forAlex.some((t: { last_body: string | null }) => t.last_body === 'Sam to Jordan')).toBe(false);
    const forCasey = (await casey.rpc('message_threads')).data ?? [];
    expect(forCasey.map((t: { other_id: string }) => t.other_id)).not.toContain(demo.otherTrainersClient.id);
    const forJordan = (await jordan.rpc('message_threads')).data ?? [];
    expect(forJordan.map((t: { other_id: string }) => t.other_id)).toContain(demo.otherTrainer.id);
  });

  it('is not callable anonymously', async () => {
    const { error } = await anonClient().rpc('message_threads');
    expect(error?.code).toBe('42501');
  });
});

describe('message_contacts()', () => {
  it('a client may start a conversation with their own trainer only', async () => {
    const { data } = await casey.rpc('message_contacts');
    const ids = (data ?? []).map((c: { id: string }) => c.id);
    expect(ids).toContain(demo.trainer.id);
    expect(ids).not.toContain(demo.otherTrainer.id);
    expect(ids).not.toContain(demo.otherTrainersClient.id);
  });

  it('a trainer: their clients and other staff, not other trainers’ clients', async () => {
    const ids = ((await taylor.rpc('message_contacts')).data ?? []).map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([demo.client.id, demo.otherTrainer.id, demo.admin.id]));
    expect(ids).not.toContain(demo.otherTrainersClient.id);
    expect(ids).not.toContain(demo.trainer.id);
  });

  it('an admin: anyone active', async () => {
    const ids = ((await alex.rpc('message_contacts')).data ?? []).map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([demo.client.id, demo.otherTrainersClient.id, demo.trainer.id]));
  });
});

describe('mark_thread_read()', () => {
  it('marks only what the other person sent the caller; the sender cannot mark their own', async () => {
    const toCasey = randomUUID();
    const fromCasey = randomUUID();
    await send(taylor, toCasey, demo.trainer.id, demo.client.id, 'Read me');
    await send(casey, fromCasey, demo.client.id, demo.trainer.id, 'Not yet read');
    // Taylor marking "Casey's thread" touches only what Casey sent Taylor.
    const { error } = await taylor.rpc('mark_thread_read', { other: demo.client.id });
    expect(error).toBeNull();
    const read = async (id: string) =>
      (await serviceClient().from('messages').select('read_at').eq('id', id).single()).data?.read_at ?? null;
    expect(await read(fromCasey)).not.toBeNull();
    expect(await read(toCasey)).toBeNull();
    // Sam (not in the conversation) marks nothing of it.
    const samMarked = await sam.rpc('mark_thread_read', { other: demo.trainer.id });
    expect(samMarked.data).toBe(0);
    expect(await read(toCasey)).toBeNull();
    const { data } = await casey.rpc('mark_thread_read', { other: demo.trainer.id });
    expect(data).toBeGreaterThanOrEqual(1);
    expect(await read(toCasey)).not.toBeNull();
  });
});

describe("a message's times are the server's (issue 24)", () => {
  const times = async (id: string) =>
    (await serviceClient().from('messages').select('created_at, read_at').eq('id', id).single()).data;
  const aboutNow = (value: string | null | undefined) =>
    value != null && Math.abs(new Date(value).getTime() - Date.now()) < 10 * 60_000;

  it('a sender cannot backdate a message or send it already read', async () => {
    const id = randomUUID();
    created.push(id);
    const { error } = await casey.from('messages').insert({
      id,
      sender_id: demo.client.id,
      recipient_id: demo.trainer.id,
      body: 'Backdated and already read',
      created_at: '2000-01-01T00:00:00Z',
      read_at: '2000-01-01T00:00:00Z',
    });
    expect(error).toBeNull();
    const stored = await times(id);
    expect(aboutNow(stored?.created_at), `created_at ${stored?.created_at}`).toBe(true);
    expect(stored?.read_at).toBeNull();
    // So it raises the recipient's unread count.
    const threads = (await taylor.rpc('message_threads')).data as { other_id: string; unread_count: number }[];
    expect(threads.find((t) => t.other_id === demo.client.id)?.unread_count).toBeGreaterThanOrEqual(1);
  });

  it('marking read stamps the server time whatever date is sent, and a read mark stays', async () => {
    const id = randomUUID();
    await send(taylor, id, demo.trainer.id, demo.client.id, 'When did you read this?');
    const marked = await casey.from('messages').update({ read_at: '2000-01-01T00:00:00Z' }).eq('id', id).select('id');
    expect(marked.error).toBeNull();
    expect(marked.data).toEqual([{ id }]);
    const first = (await times(id))?.read_at;
    expect(aboutNow(first), `read_at ${first}`).toBe(true);
    // Neither a later date nor null moves or clears it.
    await casey.from('messages').update({ read_at: '2999-01-01T00:00:00Z' }).eq('id', id);
    await casey.from('messages').update({ read_at: null }).eq('id', id);
    expect((await times(id))?.read_at).toBe(first);
    // The sender still cannot mark it (the update policy: the recipient only).
    const bySender = await taylor
      .from('messages')
      .update({ read_at: '2000-01-01T00:00:00Z' })
      .eq('id', id)
      .select('id');
    expect(bySender.data).toEqual([]);
  });
});
