import { describe, expect, it } from 'vitest';
import {
  emptyFlow,
  flowDraft,
  flowErrors,
  flowPayload,
  hasErrors,
  newStep,
} from '@/features/automation/lib/flow-draft';
import { fillFirstName } from '@/lib/first-name';
import type { Flow, TimelineRow } from '@/features/automation/lib/flow-types';
import { groupByEnrolment, sentHistory } from '@/features/automation/lib/timeline';

describe('flow drafts', () => {
  it('fills every {first_name} and leaves the rest as written', () => {
    expect(fillFirstName('Hi {first_name}! {first_name}, <b>ok</b>', 'Mia')).toBe('Hi Mia! Mia, <b>ok</b>');
  });

  it('refuses a step without what its action needs, a day out of range and a bad time', () => {
    const draft = emptyFlow('onboarding', 't-1', 'Onboarding');
    expect(flowErrors(draft).noSteps).toBe('Add at least one step.');
    const message = { ...newStep(), dayOffset: '366', time: '25:00' };
    const program = { ...newStep(), action: 'assign_program' as const };
    const task = { ...newStep(), action: 'task' as const, taskTitle: '  ' };
    const errors = flowErrors({ ...draft, steps: [message, program, task] });
    expect(errors.steps[message.key]).toEqual({
      dayOffset: 'A day from 0 to 365.',
      time: 'A time of day, like 09:00.',
      messageBody: 'Write the message.',
    });
    expect(errors.steps[program.key]).toEqual({ programId: 'Choose a program.' });
    expect(errors.steps[task.key]).toEqual({ taskTitle: 'Say what the task is.' });
  });

  it('asks each trigger for its own number, and a date trigger for the date', () => {
    const base = { ...emptyFlow('autoflow', null, 'Win back'), steps: [{ ...newStep(), messageBody: 'Hi' }] };
    expect(flowErrors({ ...base, triggerKind: 'no_visit', triggerN: '0' }).trigger).toBe(
      'A number of days from 1 to 365.',
    );
    expect(flowErrors({ ...base, triggerKind: 'missed_workouts', triggerN: 'x' }).trigger).toBe(
      'A number from 1 to 1000.',
    );
    expect(flowErrors({ ...base, triggerKind: 'date', triggerDate: '' }).trigger).toBe('Choose the date.');
    expect(hasErrors(flowErrors({ ...base, triggerKind: 'membership_past_due', triggerN: '' }))).toBe(false);
  });

  it('sends only what each action uses, positions in order, and empty conditions as anyone', () => {
    const draft = {
      ...emptyFlow('autoflow', null, ' Credits '),
      triggerKind: 'credits_low' as const,
      triggerN: '2',
      clientTypes: ['virtual' as const],
      steps: [
        { ...newStep(), action: 'task' as const, messageBody: 'left over', taskTitle: ' Call ' },
        { ...newStep(), action: 'assign_collection' as const, collectionId: 'c-1', dayOffset: '3', time: '18:30' },
      ],
    };
    const { flow, steps } = flowPayload(draft);
    expect(flow).toMatchObject({
      name: 'Credits',
      trigger_kind: 'credits_low',
      trigger_count: 2,
      trigger_days: null,
      condition_client_types: ['virtual'],
      condition_trainer_ids: null,
      condition_plan_ids: null,
    });
    expect(steps).toEqual([
      expect.objectContaining({ position: 0, action: 'task', task_title: 'Call', message_body: null }),
      expect.objectContaining({ position: 1, day_offset: 3, time_of_day: '18:30', collection_id: 'c-1' }),
    ]);
  });

  it('keeps a saved step its id, so its runs are kept when the flow is saved again', () => {
    const saved: Flow = {
      ...emptyFlowRow(),
      steps: [
        {
          id: 's-9',
          position: 0,
          day_offset: 1,
          time_of_day: '07:15:00',
          action: 'message',
          message_body: 'Hi',
          program_id: null,
          collection_id: null,
          task_title: null,
        },
      ],
    };
    const draft = flowDraft(saved);
    expect(draft.steps[0]).toMatchObject({ id: 's-9', time: '07:15', dayOffset: '1' });
    expect(flowPayload(draft).steps[0]).toMatchObject({ id: 's-9' });
  });
});

function emptyFlowRow(): Flow {
  return {
    id: 'f-1',
    kind: 'onboarding',
    name: 'Onboarding',
    trainer_id: 't-1',
    status: 'active',
    trigger_kind: 'joined',
    trigger_days: null,
    trigger_count: null,
    trigger_date: null,
    condition_client_types: null,
    condition_trainer_ids: null,
    condition_plan_ids: null,
    condition_tag_ids: null,
    revision: 1,
    steps: [],
  };
}

const run = (patch: Partial<TimelineRow>): TimelineRow => ({
  enrolment_id: 'e-1',
  client_id: 'c-1',
  client_name: 'Mia Chen',
  enrolment_status: 'active',
  step_id: 's-1',
  position: 0,
  action: 'message',
  due_at: '2026-12-01T09:00:00Z',
  run_status: 'pending',
  ran_at: null,
  last_error: null,
  ...patch,
});

describe('a flow timeline', () => {
  it('groups runs by client in step order, live clients first', () => {
    const groups = groupByEnrolment([
      run({ enrolment_id: 'e-2', client_name: 'Abe', enrolment_status: 'stopped' }),
      run({ step_id: 's-2', position: 1 }),
      run({}),
    ]);
    expect(groups.map((group) => group.clientName)).toEqual(['Mia Chen', 'Abe']);
    expect(groups[0]?.runs.map((row) => row.step_id)).toEqual(['s-1', 's-2']);
  });

  it('lists what was sent or failed, newest first, and nothing still due or skipped', () => {
    const history = sentHistory([
      run({ step_id: 'a', run_status: 'done', ran_at: '2026-12-01T09:00:01Z' }),
      run({ step_id: 'b', run_status: 'failed', ran_at: '2026-12-02T09:00:01Z', last_error: 'no program' }),
      run({ step_id: 'c', run_status: 'skipped', ran_at: '2026-12-03T09:00:01Z' }),
      run({ step_id: 'd' }),
    ]);
    expect(history.map((row) => row.step_id)).toEqual(['b', 'a']);
  });
});
