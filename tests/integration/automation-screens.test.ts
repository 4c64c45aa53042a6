import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_COLUMNS, TASK_COLUMNS } from '@/features/automation/api/automation-columns';
import { emptyFlow, flowPayload, newStep, type FlowDraft } from '@/features/automation/lib/flow-draft';
import { DEMO_PASSWORD, demo, serviceClient, signedInClient, uniqueEmail } from './support/clients';

// What the automation screens (src/features/automation, docs/automation.md "Screens") rely on, read
// and written through the real Data API with the screens' own columns and payloads: a flow saved from
// the editor's draft, listed with its steps in order, edited against its revision (a stale one is
// refused with PT409), a removed step left out; a client who joins the trainer gets the onboarding
// message with their first name when the runner runs, and the timeline, the task list and the
// pause/stop calls answer in the shapes the screens read.
const svc = serviceClient();
let trainer: SupabaseClient;
const flowIds: string[] = [];
const userIds: string[] = [];

async function save(db: SupabaseClient, draft: FlowDraft): Promise<string> {
  const { flow, steps } = flowPayload(draft);
  const { data, error } = await db.rpc('save_automation_flow', {
    p_flow: flow,
    p_steps: steps,
    p_revision: draft.revision ?? undefined,
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  flowIds.push(data as string);
  return data as string;
}

async function listed(db: SupabaseClient, kind: 'onboarding' | 'autoflow') {
  const { data, error } = await db
    .from('automation_flows')
    .select(FLOW_COLUMNS)
    .eq('kind', kind)
    .is('automation_steps.removed_at', null)
    .order('name')
    .order('id');
  if (error) throw new Error(error.message);
  return data as unknown as Array<{ id: string; revision: number; automation_steps: Array<Record<string, unknown>> }>;
}

beforeAll(async () => {
  trainer = await signedInClient(demo.trainer.email);
});

afterAll(async () => {
  if (flowIds.length) await svc.from('automation_flows').delete().in('id', flowIds);
  for (const id of userIds) await svc.auth.admin.deleteUser(id);
});

describe('the automation screens against the backend', () => {
  it('saves an autoflow from the editor, lists it, edits it against its revision and refuses a stale save', async () => {
    const draft: FlowDraft = {
      ...emptyFlow('autoflow', demo.trainer.id, 'Screens: quiet clients'),
      triggerKind: 'no_workout',
      triggerN: '10',
      clientTypes: ['programming'],
      steps: [
        { ...newStep(), messageBody: 'Hi {first_name}, all well?' },
        { ...newStep(), action: 'task', taskTitle: 'Call them', dayOffset: '2', time: '18:30' },
      ],
    };
    const id = await save(trainer, draft);
    const [flow] = (await listed(trainer, 'autoflow')).filter((row) => row.id === id);
    expect(flow?.automation_steps.map((step) => [step.position, step.action, step.time_of_day])).toEqual([
      [0, 'message', '09:00:00'],
      [1, 'task', '18:30:00'],
    ]);

    const kept = flow!.automation_steps.find((step) => step.action === 'task')!;
    await save(trainer, {
      ...draft,
      id,
      revision: flow!.revision,
      steps: [
        { ...newStep(), id: kept.id as string, action: 'task', taskTitle: 'Call them', dayOffset: '2', time: '18:30' },
      ],
    });
    const [edited] = (await listed(trainer, 'autoflow')).filter((row) => row.id === id);
    expect(edited?.automation_steps.map((step) => step.id)).toEqual([kept.id]);

    const stale = await trainer.rpc('save_automation_flow', {
      ...{ p_flow: flowPayload({ ...draft, id }).flow, p_steps: [] },
      p_revision: flow!.revision,
    });
    expect(stale.error?.code).toBe('PT409');

    const preview = await trainer.rpc('automation_flow_preview', { p_flow_id: id });
    expect(preview.error).toBeNull();
    expect(Array.isArray(preview.data)).toBe(true);
  });

  it('runs an onboarding welcome for a client who joins, and shows it in the timeline, the tasks and the inbox', async () => {
    const onboarding = await save(trainer, {
      ...emptyFlow('onboarding', demo.trainer.id, 'Screens: onboarding'),
      steps: [
        { ...newStep(), messageBody: 'Welcome {first_name}!', time: '00:00' },
        { ...newStep(), action: 'task', taskTitle: 'Call the new client', time: '00:00' },
        // Still to come, so the client is still in the flow (pause and stop apply to a live one).
        { ...newStep(), messageBody: 'A month in, {first_name}!', dayOffset: '30' },
      ],
    });
    const email = uniqueEmail('automation-screens');
    const created = await svc.auth.admin.createUser({
      email,
      password: DEMO_PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: 'Mia', last_name: 'Screens' },
    });
    if (created.error || !created.data.user) throw new Error(created.error?.message);
    const clientId = created.data.user.id;
    userIds.push(clientId);
    const assigned = await svc.from('users').update({ assigned_to: demo.trainer.id }).eq('id', clientId);
    expect(assigned.error).toBeNull();

    const ran = await svc.rpc('run_automations', { p_now: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    expect(ran.error).toBeNull();

    const timeline = await trainer.rpc('automation_flow_timeline', { p_flow_id: onboarding });
    expect(timeline.error).toBeNull();
    const mine = (timeline.data as Array<Record<string, unknown>>).filter((row) => row.client_id === clientId);
    expect(mine.map((row) => [row.client_name, row.action, row.run_status, row.enrolment_status])).toEqual([
      ['Mia Screens', 'message', 'done', 'active'],
      ['Mia Screens', 'task', 'done', 'active'],
      ['Mia Screens', 'message', 'pending', 'active'],
    ]);

    const client = await signedInClient(email);
    const inbox = await client.from('messages').select('sender_id, body').eq('recipient_id', clientId);
    expect(inbox.data).toEqual([{ sender_id: demo.trainer.id, body: 'Welcome Mia!' }]);

    const tasks = await trainer.from('trainer_tasks').select(TASK_COLUMNS).eq('client_id', clientId);
    expect(tasks.error).toBeNull();
    expect(tasks.data).toEqual([
      expect.objectContaining({
        title: 'Call the new client',
        done_at: null,
        client: { first_name: 'Mia', last_name: 'Screens' },
      }),
    ]);
    const taskId = (tasks.data as Array<{ id: string }>)[0]!.id;
    const done = await trainer
      .from('trainer_tasks')
      .update({ done_at: new Date().toISOString() })
      .eq('id', taskId)
      .select('done_at');
    expect(done.data?.[0]?.done_at).not.toBeNull();

    const enrolmentId = mine[0]!.enrolment_id as string;
    expect(
      (await trainer.rpc('set_automation_enrolment_status', { p_enrolment_id: enrolmentId, p_status: 'paused' })).error,
    ).toBeNull();
    expect(
      (
        await trainer.rpc('set_automation_enrolment_status', {
          p_enrolment_id: enrolmentId,
          p_status: 'stopped',
          p_reason: 'Stopped by the coach',
        })
      ).error,
    ).toBeNull();
    expect(
      (await trainer.rpc('set_automation_flow_status', { p_flow_id: onboarding, p_status: 'paused' })).error,
    ).toBeNull();
    const [after] = (await listed(trainer, 'onboarding')).filter((row) => row.id === onboarding);
    expect(after).toMatchObject({ status: 'paused' });
  });
});
