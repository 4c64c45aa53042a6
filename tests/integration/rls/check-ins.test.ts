import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, freshClient, freshTrainer, svc, type Person } from '../scheduling/support';
import { anonClient, demo, signedInClient } from '../support/clients';
import { setForm, submit } from '../check-ins/support';

/**
 * Who may read and write weekly check-ins (20261201200000_weekly_check_ins.sql): forms, answers and
 * the check-in-photos bucket. Two trainers with a client each; the demo admin.
 */

const BUCKET = 'check-in-photos';
const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let trainer: Person;
let otherTrainer: Person;
let client: Person;
let otherClient: Person;
let admin: SupabaseClient;
let clientForm: string;
let defaultForm: string;
let otherDefault: string;
let answerId: string;
let photoPath: string;

beforeAll(async () => {
  [trainer, otherTrainer] = await Promise.all([freshTrainer({ hours: false }), freshTrainer({ hours: false })]);
  [client, otherClient] = await Promise.all([freshClient(trainer.id), freshClient(otherTrainer.id)]);
  admin = await signedInClient(demo.admin.email);
  defaultForm = await setForm(trainer, null);
  clientForm = await setForm(trainer, client.id);
  otherDefault = await setForm(otherTrainer, null);
  answerId = randomUUID();
  photoPath = `${client.id}/${answerId}.png`;
  const upload = await client.client.storage.from(BUCKET).upload(photoPath, png(), { contentType: 'image/png' });
  expect(upload.error).toBeNull();
  expect((await submit(client.client, answerId, { energy: 3 }, photoPath)).data).toBe('saved');
  expect((await submit(otherClient.client, randomUUID(), { energy: 2 })).data).toBe('saved');
});

afterAll(async () => {
  await svc().storage.from(BUCKET).remove([photoPath]);
  await svc().from('check_in_forms').delete().in('coach_id', [trainer.id, otherTrainer.id, demo.admin.id]);
  await cleanup();
});

async function visibleIds(who: SupabaseClient, table: string): Promise<string[]> {
  const { data, error } = await who.from(table).select('id');
  if (error) throw new Error(error.message);
  return (data as { id: string }[]).map((row) => row.id);
}

describe('check_in_forms', () => {
  it('are read by the client (own and their trainer’s default), their trainer and admins only', async () => {
    expect((await visibleIds(client.client, 'check_in_forms')).sort()).toEqual([clientForm, defaultForm].sort());
    expect(await visibleIds(otherClient.client, 'check_in_forms')).toEqual([otherDefault]);
    expect((await visibleIds(trainer.client, 'check_in_forms')).sort()).toEqual([clientForm, defaultForm].sort());
    expect(await visibleIds(otherTrainer.client, 'check_in_forms')).toEqual([otherDefault]);
    const all = await visibleIds(admin, 'check_in_forms');
    expect(all).toEqual(expect.arrayContaining([clientForm, defaultForm, otherDefault]));
    expect(await visibleIds(anonClient(), 'check_in_forms').catch(() => [])).toEqual([]);
  });

  it('are written by staff for their own clients, admins for anyone, never by clients', async () => {
    const questions = [{ id: 'energy', kind: 'energy', label: 'Energy' }];
    // A client cannot set (or rewrite) their own form.
    const byClient = await client.client
      .from('check_in_forms')
      .insert({ coach_id: client.id, client_id: client.id, questions });
    expect(byClient.error?.code).toBe('42501');
    const rewrite = await client.client.from('check_in_forms').update({ due_weekday: 5 }).eq('id', clientForm).select();
    expect(rewrite.data).toEqual([]);
    // Another trainer cannot set a form for a client who is not theirs, nor change or delete it.
    const stranger = await otherTrainer.client
      .from('check_in_forms')
      .insert({ coach_id: otherTrainer.id, client_id: client.id, questions });
    expect(stranger.error?.code).toBe('42501');
    const strangerEdit = await otherTrainer.client
      .from('check_in_forms')
      .update({ due_weekday: 5 })
      .eq('id', clientForm)
      .select();
    expect(strangerEdit.data).toEqual([]);
    const strangerDelete = await otherTrainer.client.from('check_in_forms').delete().eq('id', clientForm).select();
    expect(strangerDelete.data).toEqual([]);
    // Nor pass a default off as someone else's.
    const forged = await otherTrainer.client
      .from('check_in_forms')
      .insert({ coach_id: trainer.id, client_id: null, questions });
    expect(forged.error?.code).toBe('42501');
    // The client's own trainer edits it; an admin sets one for the other trainer's client.
    const own = await trainer.client.from('check_in_forms').update({ due_weekday: 4 }).eq('id', clientForm).select();
    expect(own.data).toHaveLength(1);
    const byAdmin = await admin
      .from('check_in_forms')
      .insert({ coach_id: demo.admin.id, client_id: otherClient.id, questions })
      .select('id');
    expect(byAdmin.error).toBeNull();
    // One form per client.
    const second = await otherTrainer.client
      .from('check_in_forms')
      .insert({ coach_id: otherTrainer.id, client_id: otherClient.id, questions });
    expect(second.error?.code).toBe('23505');
  });
});

describe('weekly_check_ins', () => {
  it('are read by the client, their trainer and admins; not another client or trainer', async () => {
    expect(await visibleIds(client.client, 'weekly_check_ins')).toEqual([answerId]);
    expect(await visibleIds(trainer.client, 'weekly_check_ins')).toEqual([answerId]);
    expect(await visibleIds(otherClient.client, 'weekly_check_ins')).not.toContain(answerId);
    expect(await visibleIds(otherTrainer.client, 'weekly_check_ins')).not.toContain(answerId);
    expect(await visibleIds(admin, 'weekly_check_ins')).toContain(answerId);
  });

  it('cannot be written for someone else, changed or deleted through the API', async () => {
    const forOther = await otherClient.client
      .from('weekly_check_ins')
      .insert({ id: randomUUID(), client_id: client.id, answers: { energy: 1 } });
    expect(forOther.error).not.toBeNull();
    for (const who of [client.client, trainer.client, admin]) {
      const edit = await who
        .from('weekly_check_ins')
        .update({ answers: { energy: 1 } })
        .eq('id', answerId);
      expect(edit.error?.code).toBe('42501');
      const gone = await who.from('weekly_check_ins').delete().eq('id', answerId);
      expect(gone.error?.code).toBe('42501');
    }
    const { data } = await svc().from('weekly_check_ins').select('answers').eq('id', answerId).single();
    expect(data?.answers).toEqual({ energy: 3 });
  });
});

describe('the check-in-photos bucket', () => {
  it('is private, with a size limit and images only', async () => {
    const { data } = await svc().storage.getBucket(BUCKET);
    expect(data).toMatchObject({ public: false, file_size_limit: 10485760 });
    expect(data?.allowed_mime_types).toEqual(expect.arrayContaining(['image/jpeg', 'image/png']));
    const text = await client.client.storage
      .from(BUCKET)
      .upload(`${client.id}/${randomUUID()}.png`, new Blob(['hello'], { type: 'text/plain' }), {
        contentType: 'text/plain',
      });
    expect(text.error).not.toBeNull();
  });

  it('lets the client, their trainer and admins download; not another client or trainer, nor anonymous', async () => {
    for (const reader of [client.client, trainer.client, admin]) {
      const { data, error } = await reader.storage.from(BUCKET).download(photoPath);
      expect(error).toBeNull();
      expect(data?.size).toBe(11);
    }
    for (const outsider of [otherClient.client, otherTrainer.client, anonClient()]) {
      const { data } = await outsider.storage.from(BUCKET).download(photoPath);
      expect(data).toBeNull();
    }
  });

  it('takes uploads from a client into their own folder only, and none from staff', async () => {
    const intoOthers = await otherClient.client.storage
      .from(BUCKET)
      .upload(`${client.id}/${randomUUID()}.png`, png(), { contentType: 'image/png' });
    expect(intoOthers.error).not.toBeNull();
    const byTrainer = await trainer.client.storage
      .from(BUCKET)
      .upload(`${client.id}/${randomUUID()}.png`, png(), { contentType: 'image/png' });
    expect(byTrainer.error).not.toBeNull();
    const overwrite = await otherTrainer.client.storage.from(BUCKET).remove([photoPath]);
    expect(overwrite.data ?? []).toEqual([]);
    const still = await client.client.storage.from(BUCKET).download(photoPath);
    expect(still.error).toBeNull();
  });
});
