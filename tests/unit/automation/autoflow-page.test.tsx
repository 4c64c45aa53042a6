import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import AutoflowPage from '@/features/automation/components/AutoflowPage';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { flow, pickerHandlers, recordRpc, RPC, signInTrainer, TRAINER } from './fixtures';

const CHECK_IN = flow({});
const timelineRow = (patch: Record<string, unknown>) => ({
  enrolment_id: 'e-mia',
  client_id: 'c-mia',
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

withMswServer(() => [...pickerHandlers(), table('automation_flows', [CHECK_IN])]);

describe('Autoflow (/automation/autoflow)', () => {
  beforeEach(signInTrainer);

  it('lists flows with their trigger, and creates one with a trigger, a condition and a step', async () => {
    const user = userEvent.setup();
    const save = recordRpc('save_automation_flow', 'f-2');
    server.use(save.handler);
    renderWithProviders(<AutoflowPage />);
    const list = await screen.findByRole('list', { name: 'Flows' });
    expect(within(list).getByText('No logged workout for 7 days · 1 step')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New flow' }));
    await user.type(screen.getByRole('textbox', { name: 'Flow name' }), 'Missed sessions');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trigger' }), 'missed_workouts');
    const count = screen.getByRole('textbox', { name: 'Missed workouts (in 7 days)' });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Virtual' }));
    await user.click(screen.getByRole('button', { name: 'Gold' }));
    await user.click(screen.getByRole('button', { name: 'Marathon' }));
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByRole('textbox', { name: 'Message of step 1' }), 'All good?');
    await user.click(screen.getByRole('button', { name: 'Save flow' }));

    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.bodies[0]).toMatchObject({
      p_flow: {
        id: null,
        kind: 'autoflow',
        name: 'Missed sessions',
        trainer_id: TRAINER.id,
        trigger_kind: 'missed_workouts',
        trigger_count: 2,
        trigger_days: null,
        condition_client_types: ['virtual'],
        condition_plan_ids: ['plan-gold'],
        condition_trainer_ids: null,
        condition_tag_ids: ['tag-marathon'],
      },
      p_steps: [{ action: 'message', message_body: 'All good?' }],
    });
    expect(await screen.findByText('Flow saved.')).toBeInTheDocument();
  });

  it('refuses a trigger without its number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AutoflowPage />);
    await user.click(await screen.findByRole('button', { name: 'New flow' }));
    await user.type(screen.getByRole('textbox', { name: 'Flow name' }), 'Quiet');
    await user.clear(screen.getByRole('textbox', { name: 'Days without a logged workout' }));
    await user.click(screen.getByRole('button', { name: 'Save flow' }));
    expect(screen.getByText('A number of days from 1 to 365.')).toBeInTheDocument();
  });

  it("shows who would enter, each client's runs with a failure's error, and what was sent; pauses and stops a client", async () => {
    const user = userEvent.setup();
    const enrolment = recordRpc('set_automation_enrolment_status');
    server.use(
      http.post(`${RPC}/automation_flow_preview`, () =>
        HttpResponse.json([{ client_id: 'c-sam', name: 'Sam Ortiz', reason: 'No logged workout for 9 days' }]),
      ),
      http.post(`${RPC}/automation_flow_timeline`, () =>
        HttpResponse.json([
          timelineRow({ run_status: 'done', ran_at: '2026-12-01T09:00:02Z' }),
          timelineRow({
            step_id: 's-2',
            position: 1,
            action: 'assign_program',
            run_status: 'failed',
            ran_at: '2026-12-02T09:00:02Z',
            last_error: 'The program was deleted',
          }),
        ]),
      ),
      enrolment.handler,
    );
    renderWithProviders(<AutoflowPage />);
    await user.click(await screen.findByRole('button', { name: 'Clients and history' }));
    const preview = await screen.findByRole('region', { name: 'Who would enter now' });
    expect(await within(preview).findByText('Sam Ortiz')).toBeInTheDocument();
    const mia = await screen.findByRole('listitem', { name: 'Mia Chen' });
    expect(within(mia).getByText('The program was deleted')).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'Sent' });
    expect(within(sent).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(mia).getByRole('button', { name: 'Pause for Mia Chen' }));
    await user.click(within(mia).getByRole('button', { name: 'Stop for Mia Chen' }));
    await waitFor(() => expect(enrolment.bodies).toHaveLength(2));
    expect(enrolment.bodies).toEqual([
      { p_enrolment_id: 'e-mia', p_status: 'paused' },
      { p_enrolment_id: 'e-mia', p_status: 'stopped', p_reason: 'Stopped by the coach' },
    ]);
  });

  it('marks a task done', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    server.use(
      table('trainer_tasks', [
        {
          id: 'task-1',
          trainer_id: TRAINER.id,
          client_id: 'c-mia',
          title: 'Call Mia',
          due_at: null,
          done_at: null,
          client: { first_name: 'Mia', last_name: 'Chen' },
        },
      ]),
      http.patch(`${REST}/trainer_tasks`, async ({ request }) => {
        patches.push({ url: new URL(request.url).searchParams.get('id'), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<AutoflowPage />);
    await user.click(await screen.findByRole('checkbox', { name: /Call Mia/ }));
    await waitFor(() => expect(patches).toEqual([{ url: 'eq.task-1', body: { done_at: expect.any(String) } }]));
  });
});
