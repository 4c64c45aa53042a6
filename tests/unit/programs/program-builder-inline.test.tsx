import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import ProgramBuilderRoute from '@/app/pages/ProgramBuilderRoute';
import { resetProgramBuilder, useProgramDraftStore } from '@/features/programs/stores/program-builder-store';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// "Create new workout" inside the program builder, and the rotation's drag handle by keyboard.

const TRAINER = { ...CLIENT, id: '00000000-0000-4000-8000-000000000002', firstName: 'Taylor' };
const library = [
  { id: 'w-a', name: 'Upper A', workout_type: 'strength', difficulty: null, estimated_duration: 40, muscle_groups: [] },
  { id: 'w-b', name: 'Lower B', workout_type: 'strength', difficulty: null, estimated_duration: 40, muscle_groups: [] },
].map((row) => ({ ...row, client_id: null }));
const exercises = [
  { id: 'e-squat', name: 'Back Squat', muscle_groups: ['quads'], equipment: 'barbell', category: null, level: null },
];

withMswServer(() => [table('workouts', library), table('users', []), table('exercises', exercises)]);

function renderBuilder() {
  return renderWithProviders(<ProgramBuilderRoute />, {
    at: '/programs/builder',
    routes: { '/programs/:id': <p>Program page</p> },
  });
}

async function createOnMonday(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add to Monday' }));
  const picker = await screen.findByRole('dialog', { name: 'Add to Monday' });
  await user.click(within(picker).getByRole('button', { name: 'Create new workout' }));
  const form = await screen.findByRole('dialog', { name: 'New workout for Monday' });
  if (name) await user.type(within(form).getByLabelText('Workout name'), name);
  return form;
}

describe('program builder: a workout created inline', () => {
  beforeEach(() => {
    localStorage.clear();
    resetProgramBuilder();
    signInClient({ userRole: 'staff', user: TRAINER });
  });

  it('keeps the new workout in the draft (local storage) and saves it with the program in one call', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let workoutSaves = 0;
    server.use(
      http.post(`${REST}/rpc/save_workout`, () => {
        workoutSaves += 1;
        return HttpResponse.json({});
      }),
      http.post(`${REST}/rpc/save_program`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 'p-new', updated_at: '2026-11-23T00:00:00Z' });
      }),
    );
    renderBuilder();
    await user.type(screen.getByLabelText('Program name'), 'Base');
    const form = await createOnMonday(user, 'Leg day');
    await user.click(await within(form).findByRole('button', { name: 'Add Back Squat' }));
    await user.click(within(form).getByRole('button', { name: 'Add workout to the program' }));

    expect(screen.queryByRole('dialog', { name: 'New workout for Monday' })).not.toBeInTheDocument();
    const monday = screen.getByRole('listitem', { name: 'Monday' });
    expect(within(monday).getByRole('group', { name: 'Leg day' })).toHaveTextContent('New: saved with the program');
    const stored = JSON.parse(localStorage.getItem('programBuilder') ?? '{}').state;
    expect(stored.pendingWorkouts[0].draft.exercises[0].exerciseId).toBe('e-squat');
    expect(workoutSaves).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Save program' }));
    expect(await screen.findByText('Program page')).toBeInTheDocument();
    const key = stored.pendingWorkouts[0].key as string;
    expect(bodies[0]).toMatchObject({
      p_program: {
        pending_workouts: [
          {
            key,
            workout: { id: null, name: 'Leg day' },
            exercises: [{ exercise_id: 'e-squat', sets: 3, rep_single: 10 }],
          },
        ],
        workouts: [{ pending_key: key, day_of_week: 1, notes: null }],
      },
    });
    expect(workoutSaves).toBe(0);
  });

  it('checks the workout at its own form and adds nothing until it is valid', async () => {
    const user = userEvent.setup();
    renderBuilder();
    const form = await createOnMonday(user, '');
    await user.click(within(form).getByRole('button', { name: 'Add workout to the program' }));
    expect(within(form).getByText('Give the workout a name')).toBeInTheDocument();
    expect(within(form).getByText('Add at least one exercise')).toBeInTheDocument();
    expect(useProgramDraftStore.getState().pendingWorkouts).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    expect(within(screen.getByRole('listitem', { name: 'Monday' })).getByText('Rest day')).toBeInTheDocument();
  });

  it('edits the new workout again from its row; the row follows the new name', async () => {
    const user = userEvent.setup();
    renderBuilder();
    const form = await createOnMonday(user, 'Leg day');
    await user.click(await within(form).findByRole('button', { name: 'Add Back Squat' }));
    await user.click(within(form).getByRole('button', { name: 'Add workout to the program' }));
    await user.click(screen.getByRole('button', { name: 'Edit Leg day' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Leg day' });
    const name = within(again).getByLabelText('Workout name');
    await user.clear(name);
    await user.type(name, 'Legs and core');
    await user.click(within(again).getByRole('button', { name: 'Update workout in the program' }));
    expect(screen.getByRole('group', { name: 'Legs and core' })).toBeInTheDocument();
    expect(useProgramDraftStore.getState().pendingWorkouts).toHaveLength(1);
  });
});

describe('program builder: the rotation', () => {
  beforeEach(() => {
    localStorage.clear();
    resetProgramBuilder();
    signInClient({ userRole: 'staff', user: TRAINER });
  });

  it('reorders with the arrow keys on the drag handle, announces it and keeps the focus on the handle', async () => {
    const user = userEvent.setup();
    renderBuilder();
    await user.click(screen.getByRole('radio', { name: 'Flexible rotation' }));
    await user.click(screen.getByRole('button', { name: 'Add workout to the rotation' }));
    const picker = await screen.findByRole('dialog', { name: 'Add to the rotation' });
    await user.click(await within(picker).findByRole('button', { name: 'Add Upper A' }));
    await user.click(screen.getByRole('button', { name: 'Add workout to the rotation' }));
    const again = await screen.findByRole('dialog', { name: 'Add to the rotation' });
    await user.click(await within(again).findByRole('button', { name: 'Add Lower B' }));

    const handle = screen.getByRole('button', { name: 'Reorder Upper A, position 1 of 2' });
    handle.focus();
    await user.keyboard('{ArrowDown}');
    const rotation = screen.getByRole('list', { name: 'Rotation' });
    expect(
      within(rotation)
        .getAllByRole('group')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Lower B', 'Upper A']);
    expect(screen.getByText('Upper A moved to position 2 of 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder Upper A, position 2 of 2' })).toHaveFocus();
    // The rotation still starts with the workout it started with.
    expect(screen.getByRole('radio', { name: /^Start the rotation with Upper A/ })).toBeChecked();
  });
});
