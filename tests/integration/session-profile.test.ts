import { describe, expect, it } from 'vitest';
import { SESSION_PROFILE_SELECT, parseSessionProfile } from '@/features/auth/lib/profile';
import { demo, DEMO_PASSWORD, serviceClient, signedInClient, uniqueEmail } from './support/clients';
import type { SupabaseClient } from '@supabase/supabase-js';

/** Start-up's one profile read: the profile with the client record embedded (docs/performance.md). */
async function readSessionProfile(client: SupabaseClient, userId: string) {
  const { data, error } = await client.from('users').select(SESSION_PROFILE_SELECT).eq('id', userId).maybeSingle();
  expect(error).toBeNull();
  return data ? parseSessionProfile(data) : null;
}

describe('the start-up profile read', () => {
  it("tells a client's role and that their client record exists", async () => {
    const read = await readSessionProfile(await signedInClient(demo.client.email), demo.client.id);
    expect(read?.profile).toMatchObject({ id: demo.client.id, role: 'client' });
    expect(read?.hasClientRecord).toBe(true);
  });

  it('finds no client record for staff', async () => {
    const read = await readSessionProfile(await signedInClient(demo.trainer.email), demo.trainer.id);
    expect(read?.profile).toMatchObject({ id: demo.trainer.id, role: 'staff' });
    expect(read?.hasClientRecord).toBe(false);
  });

  it("shows another client's record to no one it is not shared with", async () => {
    const stranger = await signedInClient(demo.otherTrainersClient.email);
    expect(await readSessionProfile(stranger, demo.client.id)).toBeNull();
    // Their trainer sees the profile; the embedded record is filtered by the clients policies too.
    const trainer = await readSessionProfile(await signedInClient(demo.trainer.email), demo.client.id);
    expect(trainer?.hasClientRecord).toBe(true);
    const otherTrainer = await signedInClient(demo.otherTrainer.email);
    expect(await readSessionProfile(otherTrainer, demo.client.id)).toBeNull();
  });

  it('reports a missing client record until the client creates it', async () => {
    const email = uniqueEmail('startup');
    const created = await serviceClient().auth.admin.createUser({
      email,
      password: DEMO_PASSWORD,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    await serviceClient().from('clients').delete().eq('id', id);
    const client = await signedInClient(email);
    const before = await readSessionProfile(client, id);
    expect(before?.profile.role).toBe('client');
    expect(before?.hasClientRecord).toBe(false);
    expect((await client.from('clients').insert({ id })).error).toBeNull();
    expect((await readSessionProfile(client, id))?.hasClientRecord).toBe(true);
    await serviceClient().auth.admin.deleteUser(id);
  });
});
