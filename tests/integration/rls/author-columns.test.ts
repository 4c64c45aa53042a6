import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, serviceClient, signedInClient } from '../support/clients';

/** Edits may not rewrite who wrote a record (guard triggers in 20260101000200_accounts.sql). */
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

  it("keeps client_notes.author_id: a trainer cannot pass a note off as the admin's", async () => {
    const { data: note, error } = await taylor
      .from('client_notes')
      .insert({ client_id: demo.client.id, author_id: demo.trainer.id, body: 'Watch her left knee' })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect(
      (await taylor.from('client_notes').update({ author_id: demo.admin.id }).eq('id', note!.id)).error?.code,
    ).toBe('42501');
    expect(
      (await taylor.from('client_notes').update({ body: 'Left knee is fine now' }).eq('id', note!.id)).error,
    ).toBeNull();
    await serviceClient().from('client_notes').delete().eq('id', note!.id);
  });
});
