import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { readOnboardingState } from '@/features/onboarding/api/read-onboarding-state';
import type { Database } from '@/lib/database.types';
import { DEMO_PASSWORD, demo, serviceClient, signedInClient, uniqueEmail } from './support/clients';

/** A new client with no answers yet, signed in. */
async function newClient() {
  const email = uniqueEmail('onboarding-state');
  const created = await serviceClient().auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: 'Nova', last_name: 'Client' },
  });
  expect(created.error).toBeNull();
  const id = created.data.user!.id;
  return { id, client: (await signedInClient(email)) as unknown as SupabaseClient<Database> };
}

describe("the onboarding prompt's one read", () => {
  it('finds no answers and no "later" for a new client', async () => {
    const { id, client } = await newClient();
    expect(await readOnboardingState(client, id)).toEqual({ answers: null, answeredAt: null, dismissedAt: null });
  });

  it('returns the newest answers only, and the "later" choice', async () => {
    const { id, client } = await newClient();
    const older = { goals: { mainGoals: ['Get stronger'] } };
    const newer = { goals: { mainGoals: ['Run a 10k'] } };
    const inserted = await serviceClient()
      .from('onboarding_forms')
      .insert([
        { client_id: id, submitted_by: id, assessment: older, created_at: '2026-03-01T08:00:00Z' },
        { client_id: id, submitted_by: id, assessment: newer, created_at: '2026-04-01T08:00:00Z' },
      ]);
    expect(inserted.error).toBeNull();
    const dismissed = await serviceClient()
      .from('users')
      .update({ onboarding_dismissed_at: '2026-04-02T08:00:00Z' })
      .eq('id', id);
    expect(dismissed.error).toBeNull();

    const state = await readOnboardingState(client, id);
    expect(new Date(state.answeredAt!).toISOString()).toBe('2026-04-01T08:00:00.000Z');
    expect(state.answers?.mainGoals).toEqual(['Run a 10k']);
    expect(new Date(state.dismissedAt!).toISOString()).toBe('2026-04-02T08:00:00.000Z');
  });

  it("shows nobody else a client's answers: another client's read fails, it never returns them", async () => {
    const stranger = (await signedInClient(demo.otherTrainersClient.email)) as unknown as SupabaseClient<Database>;
    await expect(readOnboardingState(stranger, demo.client.id)).rejects.toMatchObject({ code: 'PGRST116' });
  });
});
