import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, serviceClient, signedInClient } from './support/clients';

// send_broadcast (20261201400100_message_broadcasts.sql): one message per recipient in each one's
// own thread, readable only by the pair; idempotent on the device-made id; never to another
// trainer's clients; the notification trigger tells each client once.
let taylor: SupabaseClient;
let sam: SupabaseClient;
let alex: SupabaseClient;
let casey: SupabaseClient;
let victor: SupabaseClient;
let jordan: SupabaseClient;
const service = serviceClient();
const tagIds: string[] = [];
const bodies: string[] = [];

beforeAll(async () => {
  [taylor, sam, alex, casey, victor, jordan] = await Promise.all([
    signedInClient(demo.trainer.email),
    signedInClient(demo.otherTrainer.email),
    signedInClient(demo.admin.email),
    signedInClient(demo.client.email),
    signedInClient(demo.virtualClient.email),
    signedInClient(demo.otherTrainersClient.email),
  ]);
});

afterAll(async () => {
  if (bodies.length > 0) await service.from('messages').delete().in('body', bodies);
  if (tagIds.length > 0) await service.from('client_tags').delete().in('id', tagIds);
  await service.from('message_broadcasts').delete().like('body', 'Broadcast probe%');
});

/** A body no other test writes, remembered for cleanup. */
function probe(text = ''): string {
  const body = `Broadcast probe ${randomUUID()}${text}`;
  bodies.push(body);
  return body;
}

async function stored(bodyPrefix: string) {
  const { data, error } = await service
    .from('messages')
    .select('id, sender_id, recipient_id, body')
    .like('body', `${bodyPrefix}%`);
  if (error) throw error;
  return data;
}

describe('send_broadcast', () => {
  it('sends one message per picked client, each readable only by its pair, and a retry sends nothing', async () => {
    const body = probe();
    const id = randomUUID();
    const args = {
      p_broadcast_id: id,
      p_body: body,
      p_audience: 'clients',
      p_client_ids: [demo.client.id, demo.virtualClient.id],
    };
    const sent = await taylor.rpc('send_broadcast', args);
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual([{ recipient_count: 2, already_sent: false }]);

    const messages = await stored(body);
    expect(messages.map((m) => m.recipient_id).sort()).toEqual([demo.client.id, demo.virtualClient.id].sort());
    expect(messages.every((m) => m.sender_id === demo.trainer.id)).toBe(true);

    // Each client reads their own copy only; the other trainer's client and trainer read none.
    const caseyReads = await casey.from('messages').select('recipient_id').eq('body', body);
    expect(caseyReads.data).toEqual([{ recipient_id: demo.client.id }]);
    const victorReads = await victor.from('messages').select('recipient_id').eq('body', body);
    expect(victorReads.data).toEqual([{ recipient_id: demo.virtualClient.id }]);
    expect((await jordan.from('messages').select('id').eq('body', body)).data).toEqual([]);
    expect((await sam.from('messages').select('id').eq('body', body)).data).toEqual([]);

    // Each client is notified once, with a link to their thread with Taylor.
    const notes = await service
      .from('notifications')
      .select('recipient_id, link')
      .in(
        'dedupe_key',
        messages.map((m) => `message:${m.id}`),
      );
    expect(notes.data?.map((n) => n.recipient_id).sort()).toEqual([demo.client.id, demo.virtualClient.id].sort());
    expect(notes.data?.every((n) => n.link === `/inbox?with=${demo.trainer.id}`)).toBe(true);

    // The same id again (a lost answer, a double click): nothing more goes out.
    const again = await taylor.rpc('send_broadcast', args);
    expect(again.error).toBeNull();
    expect(again.data).toEqual([{ recipient_count: 2, already_sent: true }]);
    expect(await stored(body)).toHaveLength(2);
    await service
      .from('notifications')
      .delete()
      .in(
        'dedupe_key',
        messages.map((m) => `message:${m.id}`),
      );
  });

  it("refuses another trainer's client with 403 and sends nothing", async () => {
    const body = probe();
    const refused = await taylor.rpc('send_broadcast', {
      p_broadcast_id: randomUUID(),
      p_body: body,
      p_audience: 'clients',
      p_client_ids: [demo.client.id, demo.otherTrainersClient.id],
    });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.message).toBe('You can only message your own clients.');
    expect(await stored(body)).toEqual([]);
  });

  it("refuses another trainer's tag, and a client who tries to broadcast", async () => {
    const { data: samTag } = await sam
      .from('client_tags')
      .insert({ name: `Sam ${randomUUID()}` })
      .select('id')
      .single();
    tagIds.push(samTag!.id as string);
    const viaTag = await taylor.rpc('send_broadcast', {
      p_broadcast_id: randomUUID(),
      p_body: probe(),
      p_audience: 'tag',
      p_tag_id: samTag!.id,
    });
    expect(viaTag.status).toBe(403);
    const asClient = await casey.rpc('send_broadcast', {
      p_broadcast_id: randomUUID(),
      p_body: probe(),
      p_audience: 'all',
    });
    expect(asClient.status).toBe(403);
  });

  it('reaches a tag, fills in each first name, and previews the same people', async () => {
    const { data: tag, error } = await taylor
      .from('client_tags')
      .insert({ name: `Marathon ${randomUUID().slice(0, 8)}` })
      .select('id')
      .single();
    expect(error).toBeNull();
    tagIds.push(tag!.id as string);
    const tagged = await taylor.from('client_tag_assignments').insert([
      { tag_id: tag!.id, client_id: demo.client.id },
      { tag_id: tag!.id, client_id: demo.inPersonClient.id },
    ]);
    expect(tagged.error).toBeNull();

    const preview = await taylor.rpc('broadcast_audience', { p_audience: 'tag', p_tag_id: tag!.id });
    expect(preview.data?.map((r: { first_name: string }) => r.first_name)).toEqual(['Casey', 'Ivy']);

    const marker = probe();
    const sent = await taylor.rpc('send_broadcast', {
      p_broadcast_id: randomUUID(),
      p_body: `${marker} Hi {first_name}!`,
      p_audience: 'tag',
      p_tag_id: tag!.id,
    });
    expect(sent.data).toEqual([{ recipient_count: 2, already_sent: false }]);
    const messages = await stored(marker);
    bodies.push(...messages.map((m) => m.body as string));
    expect(messages.map((m) => m.body).sort()).toEqual([`${marker} Hi Casey!`, `${marker} Hi Ivy!`]);
  });

  it('reaches a client type; an admin reaches any client', async () => {
    const preview = await taylor.rpc('broadcast_audience', { p_audience: 'client_type', p_client_type: 'virtual' });
    // Taylor's virtual clients: the seeded one, and any earlier test files made (the backend is shared).
    const ids: string[] = preview.data?.map((r: { id: string }) => r.id) ?? [];
    expect(ids).toContain(demo.virtualClient.id);
    const { data: people } = await service.from('users').select('client_type, assigned_to').in('id', ids);
    expect(people?.length).toBe(ids.length);
    for (const person of people ?? []) expect(person).toEqual({ client_type: 'virtual', assigned_to: demo.trainer.id });

    const all = await taylor.rpc('broadcast_audience', { p_audience: 'all' });
    expect(all.data?.map((r: { id: string }) => r.id)).not.toContain(demo.otherTrainersClient.id);

    const body = probe();
    const byAdmin = await alex.rpc('send_broadcast', {
      p_broadcast_id: randomUUID(),
      p_body: body,
      p_audience: 'clients',
      p_client_ids: [demo.otherTrainersClient.id, demo.client.id],
    });
    expect(byAdmin.error).toBeNull();
    expect((await stored(body)).map((m) => m.recipient_id).sort()).toEqual(
      [demo.client.id, demo.otherTrainersClient.id].sort(),
    );
  });

  it('answers bad input with 400 in words', async () => {
    const base = { p_broadcast_id: randomUUID(), p_body: 'Hello', p_audience: 'all' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, p_body: ' \u200b\n ' }, 'Write a message first.'],
      [{ ...base, p_body: 'x'.repeat(5001) }, 'Messages can be at most 5,000 characters.'],
      [{ ...base, p_audience: 'everyone' }, 'Choose who the message goes to.'],
      [
        { ...base, p_audience: 'clients', p_client_ids: Array.from({ length: 1001 }, () => randomUUID()) },
        'A broadcast can go to at most 1,000 clients.',
      ],
      [{ ...base, p_audience: 'clients', p_client_ids: [] }, 'No clients match: nobody would get this message.'],
    ];
    for (const [args, message] of cases) {
      const { error, status } = await taylor.rpc('send_broadcast', args);
      expect(status, message).toBe(400);
      expect(error?.message).toBe(message);
    }
    const badType = await taylor.rpc('send_broadcast', { ...base, p_audience: 'client_type', p_client_type: 'vip' });
    expect(badType.status).toBe(400);
  });
});
