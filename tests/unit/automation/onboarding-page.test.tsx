import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import OnboardingPage from '@/features/automation/components/OnboardingPage';
import { server, withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { flow, pickerHandlers, recordRpc, RPC, signInAdmin, signInTrainer, step, STRENGTH, TRAINER } from './fixtures';

const ONBOARDING = flow({
  id: 'f-onb',
  kind: 'onboarding',
  name: 'Onboarding',
  trigger_kind: 'joined',
  trigger_days: null,
  revision: 4,
  automation_steps: [step({ id: 's-welcome' })],
});

withMswServer(() => [...pickerHandlers(), http.post(`${RPC}/automation_flow_timeline`, () => HttpResponse.json([]))]);

describe('Onboarding (/automation/onboarding)', () => {
  beforeEach(signInTrainer);

  it('builds a first sequence: a welcome message with the first name, then a program, saved in one call', async () => {
    const user = userEvent.setup();
    const save = recordRpc('save_automation_flow', 'f-onb');
    // After the save the list has the flow, so the editor shows it afresh (a new key).
    server.use(
      table('automation_flows', () => (save.bodies.length ? [ONBOARDING] : [])),
      save.handler,
    );
    renderWithProviders(<OnboardingPage />);
    await user.click(await screen.findByRole('button', { name: 'Add step' }));
    const message = screen.getByRole('textbox', { name: 'Message of step 1' });
    await user.type(message, 'Welcome ');
    await user.click(screen.getByRole('button', { name: 'Insert first name' }));
    await user.type(message, '!');
    expect(message).toHaveValue('Welcome {first_name}!');
    expect(screen.getByText('Welcome Mia!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action of step 2' }), 'assign_program');
    await user.clear(screen.getByRole('textbox', { name: 'Day of step 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Day of step 2' }), '1');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Program of step 2' }), STRENGTH.id);
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));

    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.bodies[0]).toEqual({
      p_flow: expect.objectContaining({ id: null, kind: 'onboarding', trainer_id: TRAINER.id, trigger_kind: 'joined' }),
      p_steps: [
        expect.objectContaining({
          id: null,
          position: 0,
          day_offset: 0,
          time_of_day: '09:00',
          action: 'message',
          message_body: 'Welcome {first_name}!',
        }),
        expect.objectContaining({
          id: null,
          position: 1,
          day_offset: 1,
          action: 'assign_program',
          program_id: STRENGTH.id,
        }),
      ],
    });
    expect(await screen.findByText('Sequence saved. New clients get it from now on.')).toBeInTheDocument();
  });

  it('shows what is missing instead of saving, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const save = recordRpc('save_automation_flow', 'f-new');
    server.use(table('automation_flows', []), save.handler);
    renderWithProviders(<OnboardingPage />);
    await user.click(await screen.findByRole('button', { name: 'Save sequence' }));
    expect(screen.getByText('Add at least one step.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action of step 1' }), 'task');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    expect(screen.getByText('Say what the task is.')).toBeInTheDocument();
    expect(save.bodies).toHaveLength(0);
  });

  it('reorders steps with the keyboard and saves against the loaded revision, keeping step ids', async () => {
    const user = userEvent.setup();
    const save = recordRpc('save_automation_flow', 'f-onb');
    server.use(
      table('automation_flows', [
        {
          ...ONBOARDING,
          automation_steps: [
            step({ id: 's-welcome' }),
            step({ id: 's-task', position: 1, action: 'task', message_body: null, task_title: 'Call' }),
          ],
        },
      ]),
      save.handler,
    );
    renderWithProviders(<OnboardingPage />);
    const moveUp = await screen.findByRole('button', { name: 'Move step 2 up' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Action of step 1' })).toHaveValue('task');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    await waitFor(() => expect(save.bodies).toHaveLength(1));
    expect(save.bodies[0]).toMatchObject({
      p_flow: { id: 'f-onb' },
      p_steps: [
        { id: 's-task', position: 0 },
        { id: 's-welcome', position: 1 },
      ],
      p_revision: 4,
    });
  });

  it('says so when someone else saved first, and loses nothing', async () => {
    const user = userEvent.setup();
    server.use(
      table('automation_flows', [ONBOARDING]),
      http.post(`${RPC}/save_automation_flow`, () =>
        HttpResponse.json({ code: 'PT409', message: 'stale revision' }, { status: 409 }),
      ),
    );
    renderWithProviders(<OnboardingPage />);
    const message = await screen.findByRole('textbox', { name: 'Message of step 1' });
    await user.type(message, ' See you soon.');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    expect(await screen.findByText(/Someone else saved this flow after you opened it/)).toBeInTheDocument();
    expect(message).toHaveValue('Welcome {first_name}! See you soon.');
  });

  it('pauses the sequence', async () => {
    const user = userEvent.setup();
    const pause = recordRpc('set_automation_flow_status');
    server.use(table('automation_flows', [ONBOARDING]), pause.handler);
    renderWithProviders(<OnboardingPage />);
    await user.click(await screen.findByRole('button', { name: 'Pause sequence' }));
    await waitFor(() => expect(pause.bodies).toEqual([{ p_flow_id: 'f-onb', p_status: 'paused' }]));
  });

  it("lets an admin edit the studio-wide sequence or any trainer's", async () => {
    signInAdmin();
    const user = userEvent.setup();
    server.use(table('automation_flows', [ONBOARDING]));
    renderWithProviders(<OnboardingPage />);
    const whose = await screen.findByRole('combobox', { name: 'Whose sequence' });
    expect(screen.queryByRole('textbox', { name: 'Message of step 1' })).not.toBeInTheDocument();
    await user.selectOptions(whose, TRAINER.id);
    expect(
      within(screen.getByRole('form', { name: 'Onboarding sequence' })).getByRole('textbox', {
        name: 'Message of step 1',
      }),
    ).toHaveValue('Welcome {first_name}!');
  });
});
