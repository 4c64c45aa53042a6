import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import WorkoutBuilderPage from '@/features/workout-builder/components/WorkoutBuilderPage';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// The workout builder's screens: a new workout (validation at the form, one save call with the
// superset and the range) and a coach's workout opened by a client (read-only, "Make a copy").

const TRAINER = { ...CLIENT, id: '00000000-0000-4000-8000-000000000002', firstName: 'Taylor' };
const exercises = [
  { id: 'e-row', name: 'Barbell Row', muscle_groups: ['back'], equipment: 'barbell', category: null, level: null },
  { id: 'e-plank', name: 'Plank', muscle_groups: ['core'], equipment: null, category: null, level: null },
];
const coachWorkout = {
  id: '00000000-0000-4000-9007-000000000701',
  name: 'Coach pull day',
  description: '',
  workout_type: 'strength',
  difficulty: 'beginner',
  estimated_duration: 45,
  equipment: ['barbell'],
  muscle_groups: ['back', 'core'],
  created_by: TRAINER.id,
  revision: 3,
  workout_exercises: [
    {
      id: 'we-1',
      exercise_id: 'e-row',
      order: 0,
      sets: 3,
      rep_single: null,
      rep_min: 8,
      rep_max: 12,
      rep_is_range: true,
      is_time_based: false,
      duration: null,
      weight: 40,
      rest_time: 90,
      tempo: null,
      notes: null,
      group_key: 'A',
      exercise: exercises[0],
    },
    {
      id: 'we-2',
      exercise_id: 'e-plank',
      order: 1,
      sets: 3,
      rep_single: 10,
      rep_min: null,
      rep_max: null,
      rep_is_range: false,
      is_time_based: false,
      duration: null,
      weight: null,
      rest_time: null,
      tempo: null,
      notes: null,
      group_key: 'A',
      exercise: exercises[1],
    },
  ],
};

withMswServer(() => [table('exercises', exercises), table('workouts', [coachWorkout])]);

const row = (index: number) => screen.getAllByTestId('builder-row')[index]!;

describe('workout builder: a new workout', () => {
  beforeEach(() => signInClient({ userRole: 'staff', user: TRAINER }));

  it('shows every problem at its field and sends nothing; then saves once, with the superset and the range', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/save_workout`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 'w-new', revision: 1 });
      }),
    );
    renderWithProviders(<WorkoutBuilderPage />, {
      at: '/library/workouts/builder',
      routes: { '/workouts/:id/details': <p>Workout page</p> },
    });
    await user.click(screen.getByRole('button', { name: 'Save workout' }));
    expect(screen.getByText('Give the workout a name')).toBeInTheDocument();
    expect(screen.getByText('Add at least one exercise')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('Workout name'), 'Pull day');
    await user.click(await screen.findByRole('button', { name: 'Add Barbell Row' }));
    await user.click(screen.getByRole('button', { name: 'Add Plank' }));
    await user.selectOptions(within(row(0)).getByLabelText('Count by'), 'range');
    await user.type(within(row(0)).getByLabelText('Min reps'), '12');
    await user.type(within(row(0)).getByLabelText('Max reps'), '8');
    await user.type(within(row(0)).getByLabelText('Tempo'), '31X0');
    await user.click(screen.getByRole('button', { name: 'Superset Barbell Row with the next exercise' }));
    expect(row(1)).toHaveAttribute('data-group', 'Superset A');
    await user.click(screen.getByRole('button', { name: 'Save workout' }));
    expect(within(row(0)).getByText('The most reps must be at least the fewest')).toBeInTheDocument();
    expect(within(row(0)).getByText('Tempo is four parts like 3-1-X-0')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(row(0)).getByLabelText('Max reps'));
    await user.type(within(row(0)).getByLabelText('Max reps'), '15');
    await user.clear(within(row(0)).getByLabelText('Tempo'));
    await user.click(screen.getByRole('button', { name: 'Save workout' }));
    expect(await screen.findByText('Workout page')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      p_workout: { id: null, name: 'Pull day', equipment: ['barbell'], muscle_groups: ['back', 'core'] },
      p_exercises: [
        { exercise_id: 'e-row', rep_is_range: true, rep_min: 12, rep_max: 15, group_key: 'A', tempo: null },
        { exercise_id: 'e-plank', rep_single: 10, group_key: 'A' },
      ],
    });
  });

  it('keeps one Equipment field as exercises are added, and saves what is typed in it', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/save_workout`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 'w-new', revision: 1 });
      }),
    );
    renderWithProviders(<WorkoutBuilderPage />, {
      at: '/library/workouts/builder',
      routes: { '/workouts/:id/details': <p>Workout page</p> },
    });
    const settings = screen.getByRole('region', { name: 'Workout settings' });
    await user.type(screen.getByLabelText('Workout name'), 'Pull day');
    await user.click(await screen.findByRole('button', { name: 'Add Barbell Row' }));
    await user.click(screen.getByRole('button', { name: 'Add Plank' }));
    const equipment = within(settings).getAllByRole('textbox', { name: 'Equipment' });
    expect(equipment).toHaveLength(1);
    expect(equipment[0]).toHaveValue('barbell');
    await user.clear(equipment[0]!);
    await user.type(equipment[0]!, 'Body weight, Dumbbell');
    await user.click(screen.getByRole('button', { name: 'Save workout' }));
    expect(await screen.findByText('Workout page')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ p_workout: { equipment: ['body weight', 'dumbbell'] } });
  });

  it('keeps the work and says so when the database refuses the save', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/rpc/save_workout`, () =>
        HttpResponse.json({ code: '23514', message: 'Sets must be from 1 to 50' }, { status: 400 }),
      ),
    );
    renderWithProviders(<WorkoutBuilderPage />, { at: '/library/workouts/builder' });
    await user.type(screen.getByLabelText('Workout name'), 'Pull day');
    await user.click(await screen.findByRole('button', { name: 'Add Plank' }));
    await user.click(screen.getByRole('button', { name: 'Save workout' }));
    expect(await screen.findByText(/The workout was not saved: Sets must be from 1 to 50/)).toBeInTheDocument();
    expect(screen.getByLabelText('Workout name')).toHaveValue('Pull day');
    expect(screen.getAllByTestId('builder-row')).toHaveLength(1);
  });
});

describe("workout builder: a client opens their coach's workout", () => {
  beforeEach(() => signInClient());

  it('is read-only, and Make a copy saves a copy of their own and opens it for editing', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/save_workout`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 'w-copy', revision: 1 });
      }),
    );
    renderWithProviders(<WorkoutBuilderPage />, {
      at: `/workouts/${coachWorkout.id}/edit`,
      path: '/workouts/:id/edit',
      routes: { '/workouts/w-copy/edit': <p>Editing the copy</p> },
    });
    expect(await screen.findByRole('heading', { name: 'Coach pull day' })).toBeInTheDocument();
    expect(screen.getByText('Your coach wrote this workout; make a copy to change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save workout' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Workout name')).not.toBeInTheDocument();
    expect(screen.getByText('1. Barbell Row · Superset A')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make a copy' }));
    expect(await screen.findByText('Editing the copy')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      p_workout: { id: null, name: 'Coach pull day (copy)' },
      p_exercises: [
        { id: null, exercise_id: 'e-row', rep_min: 8, rep_max: 12, group_key: 'A' },
        { id: null, exercise_id: 'e-plank', group_key: 'A' },
      ],
    });
    expect(bodies[0]).not.toHaveProperty('p_expected_revision');
  });

  it('shows why a copy was not made', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/rpc/save_workout`, () =>
        HttpResponse.json({ code: '42501', message: 'new row violates row-level security policy' }, { status: 403 }),
      ),
    );
    renderWithProviders(<WorkoutBuilderPage />, {
      at: `/workouts/${coachWorkout.id}/edit`,
      path: '/workouts/:id/edit',
    });
    await user.click(await screen.findByRole('button', { name: 'Make a copy' }));
    expect(await screen.findByText(/The copy was not made/)).toBeInTheDocument();
  });
});
