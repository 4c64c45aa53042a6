import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, serviceClient, signedInClient } from '../support/clients';

/** Edits may not rewrite who wrote a record (guard triggers in 20261121001600_author_columns.sql). */
describe('author columns and coach notes', () => {
  let casey: SupabaseClient;
  let taylor: SupabaseClient;
  let alex: SupabaseClient;

  beforeAll(async () => {
    [casey, taylor, alex] = await Promise.all([
      signedInClient(demo.client.email),
      signedInClient(demo.trainer.email),
      signedInClient(demo.admin.email),
    ]);
  });

  it('keeps onboarding_forms.submitted_by: a client cannot claim her trainer wrote her form', async () => {
    const { data: form } = await casey
      .from('onboarding_forms')
      .insert({ client_id: demo.client.id, submitted_by: demo.client.id, assessment: { goals: { mainGoals: ['x'] } } })
      .select('id')
      .single();
    const forged = await casey.from('onboarding_forms').update({ submitted_by: demo.trainer.id }).eq('id', form!.id);
    expect(forged.error?.code).toBe('42501');
    const edit = await casey
      .from('onboarding_forms')
      .update({ assessment: { goals: { mainGoals: ['y'] } } })
      .eq('id', form!.id)
      .select('id');
    expect(edit.error).toBeNull();
    expect(edit.data).toHaveLength(1);
    await serviceClient().from('onboarding_forms').delete().eq('id', form!.id);
  });

  it('keeps assessments.created_by and programs.created_by for trainers; admins may correct them', async () => {
    const { data: assessment } = await taylor
      .from('assessments')
      .insert({ client_id: demo.client.id, type: 'blood_test', created_by: demo.trainer.id, data: {} })
      .select('id')
      .single();
    expect(
      (await taylor.from('assessments').update({ created_by: demo.admin.id }).eq('id', assessment!.id)).error?.code,
    ).toBe('42501');
    expect(
      (await alex.from('assessments').update({ created_by: demo.admin.id }).eq('id', assessment!.id)).error,
    ).toBeNull();

    const { data: program } = await taylor
      .from('programs')
      .insert({ name: 'Author test', client_id: demo.client.id, created_by: demo.trainer.id, status: 'draft' })
      .select('id')
      .single();
    expect(
      (await taylor.from('programs').update({ created_by: demo.otherTrainer.id }).eq('id', program!.id)).error?.code,
    ).toBe('42501');
    expect((await taylor.from('programs').update({ name: 'Renamed' }).eq('id', program!.id)).error).toBeNull();

    await serviceClient().from('assessments').delete().eq('id', assessment!.id);
    await serviceClient().from('programs').delete().eq('id', program!.id);
  });

  it('lets the trainer, not the client, write coach notes', async () => {
    const before = await serviceClient().from('clients').select('coach_notes').eq('id', demo.client.id).single();
    expect(
      (await casey.from('clients').update({ coach_notes: 'I am great' }).eq('id', demo.client.id)).error?.code,
    ).toBe('42501');
    expect(
      (
        await casey
          .from('clients')
          .update({ goals: ['Get stronger'] })
          .eq('id', demo.client.id)
      ).error,
    ).toBeNull();
    expect(
      (await taylor.from('clients').update({ coach_notes: 'Watch her left knee' }).eq('id', demo.client.id)).error,
    ).toBeNull();
    await serviceClient()
      .from('clients')
      .update({ coach_notes: before.data?.coach_notes ?? null })
      .eq('id', demo.client.id);
  });
});
