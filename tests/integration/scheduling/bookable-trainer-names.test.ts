import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients';
import { cleanup, createService, freshClient, freshTrainer, rpc, setUserStatus, svc, type Person } from './support';

/**
 * bookable_trainer_names(): a client choosing a trainer sees the first names of the people who
 * deliver an active service (row-level security on users shows them their own trainer only), and
 * nothing about anyone else: not another client, not a trainer with only archived services, not a
 * deactivated one.
 */

type Row = { id: string; first_name: string };
let taylor: Person;
let sam: Person;
let idle: Person;
let archivedOnly: Person;

beforeAll(async () => {
  [taylor, sam, idle, archivedOnly] = await Promise.all([
    freshTrainer(),
    freshTrainer(),
    freshTrainer(),
    freshTrainer(),
  ]);
  await createService({ name: 'PT names', duration: 60, trainers: [taylor.id, sam.id] });
  const old = await createService({ name: 'Old class', duration: 45, trainers: [archivedOnly.id] });
  const { error } = await svc().from('services').update({ is_archived: true }).eq('id', old);
  expect(error).toBeNull();
});

afterAll(cleanup);

describe('bookable_trainer_names', () => {
  it("gives a client the first names of other trainers who deliver a service, and nobody else's", async () => {
    const casey = await freshClient(taylor.id);
    const jordan = await freshClient(sam.id);
    const names = await rpc<Row[]>(casey.client, 'bookable_trainer_names', {
      p_trainer_ids: [taylor.id, sam.id, idle.id, archivedOnly.id, jordan.id, casey.id],
    });
    expect(names.error).toBeNull();
    expect(names.data!.map((row) => row.id).sort()).toEqual([taylor.id, sam.id].sort());
    expect(names.data!.every((row) => row.first_name === 'Trainer')).toBe(true);
    // Only the id and the first name.
    expect(Object.keys(names.data![0]!).sort()).toEqual(['first_name', 'id']);
    // The table itself still hides Sam from Casey.
    const direct = await casey.client.from('users').select('id, first_name').eq('id', sam.id);
    expect(direct.data).toEqual([]);
  });

  it('leaves out a deactivated trainer', async () => {
    const casey = await freshClient(taylor.id);
    await setUserStatus(sam.id, 'inactive');
    try {
      const names = await rpc<Row[]>(casey.client, 'bookable_trainer_names', { p_trainer_ids: [taylor.id, sam.id] });
      expect(names.data!.map((row) => row.id)).toEqual([taylor.id]);
    } finally {
      await setUserStatus(sam.id, 'active');
    }
  });

  it('refuses the signed-out (401 or 403) and more than 100 ids (400), never a 500', async () => {
    const anon = await rpc(anonClient(), 'bookable_trainer_names', { p_trainer_ids: [taylor.id] });
    expect([401, 403]).toContain(anon.status);
    const casey = await freshClient(taylor.id);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    const tooMany = await rpc(casey.client, 'bookable_trainer_names', { p_trainer_ids: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.message).toBe('Ask for at most 100 trainers at a time');
    const junk = await rpc(casey.client, 'bookable_trainer_names', { p_trainer_ids: ['not-a-uuid'] });
    expect(junk.status).toBe(400);
  });
});
