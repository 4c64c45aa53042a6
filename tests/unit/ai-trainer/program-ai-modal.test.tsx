import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openProgramAiModal, ProgramAiModal, PROGRAM_AI_MODAL_KEY, type AiProgramDraft } from '@/features/ai-trainer';
import { useProgramAiStore } from '@/features/ai-trainer/stores/program-ai-store';
import { validateWorkoutDraft } from '@/features/training';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { ORIGIN, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const TRAINER = { ...CLIENT, id: '00000000-0000-4000-8000-000000000002', firstName: 'Taylor' };
const CASEY = { id: CLIENT.id, name: 'Casey Nguyen' };
const STYLES = [
  { value: 'engage-health', label: 'Engage Health' },
  { value: 'hypertrophy', label: 'Hypertrophy' },
];
const LIBRARY = [
  ['Barbell Back Squat', 'barbell', 'quadriceps'],
  ['Romanian Deadlift', 'barbell', 'hamstrings'],
  ['Barbell Bench Press', 'barbell', 'chest'],
  ['Bent Over Barbell Row', 'barbell', 'middle back'],
  ['Dumbbell Shoulder Press', 'dumbbell', 'shoulders'],
  ['Pull-Up', 'body weight', 'lats'],
  ['Plank', 'body weight', 'abdominals'],
  ['Glute Bridge', 'body weight', 'glutes'],
].map(([name, equipment, muscle], index) => ({
  id: `00000000-0000-4000-8000-00000000f${String(index).padStart(3, '0')}`,
  name,
  equipment,
  muscle_groups: [muscle],
  level: 'beginner',
}));
const validReply = JSON.stringify({
  name: 'Full Body',
  exercises: LIBRARY.slice(0, 7).map((exercise) => ({ name: exercise.name, sets: 3, reps: '8-12' })),
});

/** The proxy: each call waits for `release` (when given), then answers `content`. */
function completions(content: string, release?: Promise<void>) {
  const calls = { count: 0 };
  server.use(
    http.post(`${ORIGIN}/functions/v1/ai-chat-completions`, async () => {
      calls.count += 1;
      if (release) await release;
      return HttpResponse.json({ choices: [{ message: { role: 'assistant', content } }] });
    }),
  );
  return calls;
}

function renderModal() {
  const onDraft = vi.fn<(draft: AiProgramDraft) => void>();
  renderWithProviders(
    <ProgramAiModal styles={STYLES} defaultClient={null} defaultStyle="engage-health" onDraft={onDraft} />,
  );
  return onDraft;
}

describe('Generate with AI in the program builder', () => {
  withMswServer(() => [
    table('users', [CASEY]),
    table('onboarding_forms', []),
    table('workout_logs', []),
    table('exercises', LIBRARY),
    // A library workout already has the first session's name (case aside): the draft must not repeat it.
    table('workouts', [{ name: 'full body a' }]),
  ]);
  beforeEach(() => {
    localStorage.clear();
    useProgramAiStore.setState({ open: false, clientId: '', daysPerWeek: 3, goal: 'general-fitness', style: '' });
    signInClient({ userRole: 'staff', user: TRAINER });
  });

  it('asks for a client, shows progress, and hands a week of valid workouts to the draft', async () => {
    let release!: () => void;
    const calls = completions(validReply, new Promise<void>((resolve) => (release = resolve)));
    const onDraft = renderModal();
    openProgramAiModal();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Generate program' }));
    expect(screen.getByText('Choose the client this program is for.')).toBeInTheDocument();
    await user.selectOptions(
      await screen.findByLabelText('Client'),
      await screen.findByRole('option', { name: 'Casey Nguyen' }),
    );
    await user.selectOptions(screen.getByLabelText('Days per week'), '2');
    expect(localStorage.getItem(PROGRAM_AI_MODAL_KEY)).toContain(CASEY.id);

    await user.click(screen.getByRole('button', { name: 'Generate program' }));
    expect(await screen.findByText(/Drafting Full Body A 2 \(1 of 2\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(onDraft).not.toHaveBeenCalled();
    release();

    await waitFor(() => expect(onDraft).toHaveBeenCalledTimes(1));
    expect(calls.count).toBe(2);
    const draft = onDraft.mock.calls[0]![0];
    expect(draft.client).toEqual(CASEY);
    expect(draft.workouts.map((w) => [w.name, w.dayOfWeek])).toEqual([
      ['Full Body A 2', 1],
      ['Full Body B', 4],
    ]);
    for (const workout of draft.workouts) expect(validateWorkoutDraft(workout.draft)).toEqual({});
    expect(draft.promptData).toMatch(/^For Casey Nguyen: 2 days a week, weekly/);
    expect(useProgramAiStore.getState().open).toBe(false);
  });

  it('Cancel stops the generation and nothing reaches the draft', async () => {
    let release!: () => void;
    completions(validReply, new Promise<void>((resolve) => (release = resolve)));
    useProgramAiStore.setState({ clientId: CASEY.id });
    const onDraft = renderModal();
    openProgramAiModal();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Casey Nguyen' });

    await user.click(screen.getByRole('button', { name: 'Generate program' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate program' })).toBeEnabled();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onDraft).not.toHaveBeenCalled();
  });

  it("shows the spec's error when the model keeps answering malformed JSON, and keeps the choices", async () => {
    completions('not json at all');
    useProgramAiStore.setState({ clientId: CASEY.id, daysPerWeek: 4 });
    const onDraft = renderModal();
    openProgramAiModal();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Casey Nguyen' });

    await user.click(screen.getByRole('button', { name: 'Generate program' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate workout');
    expect(onDraft).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByLabelText('Days per week')).toHaveValue('4');
  });
});
