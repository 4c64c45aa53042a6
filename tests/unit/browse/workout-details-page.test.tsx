import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import WorkoutDetailsPage from '@/app/pages/WorkoutDetailsRoute';
import { CLIENT, signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const WORKOUT_ID = '00000000-0000-4000-8000-000000000102';
const exercise = (id: string, name: string) => ({
  id,
  name,
  muscle_groups: ['hamstrings'],
  secondary_muscles: [],
  equipment: 'barbell',
  category: 'strength',
  thumbnail_url: null,
});
const planned = (id: string, order: number, exerciseId: string, name: string, patch: Record<string, unknown>) => ({
  id,
  exercise_id: exerciseId,
  order,
  sets: 3,
  rep_single: null,
  rep_min: null,
  rep_max: null,
  rep_is_range: false,
  is_time_based: false,
  duration: null,
  weight: null,
  rest_time: null,
  tempo: null,
  notes: null,
  exercise: exercise(exerciseId, name),
  ...patch,
});
const workout = {
  id: WORKOUT_ID,
  name: 'Full Body B',
  description: 'Hinge day.',
  is_ai_generated: false,
  muscle_groups: ['hamstrings'],
  workout_type: 'strength',
  difficulty: 'intermediate',
  estimated_duration: null,
  equipment: [],
  created_by: 'coach',
  client_id: null,
  // Out of order on purpose: the page shows them by `order`.
  workout_exercises: [
    planned('we2', 2, 'ex-pulldown', 'Lat Pulldown', {
      rep_is_range: true,
      rep_min: 8,
      rep_max: 12,
      weight: 45,
      rest_time: 90,
    }),
    planned('we1', 1, 'ex-rdl', 'Romanian Deadlift', {
      sets: 4,
      rep_single: 8,
      weight: 60,
      tempo: '3-0-1-0',
      notes: 'Brace first.',
    }),
  ],
};
const loggedSet = (log: string, n: number, reps: number, weight: number, at: string) => ({
  id: `${log}-${n}`,
  log_id: log,
  exercise_id: 'ex-rdl',
  set_number: n,
  reps,
  weight,
  duration_seconds: null,
  rpe: 8,
  completed: true,
  is_warmup: false,
  performed_at: at,
});

withMswServer(() => [
  table('workouts', (url) => (url.searchParams.get('id') === `eq.${WORKOUT_ID}` ? [workout] : [])),
  table('workout_log_sets', (url) =>
    url.searchParams.get('exercise_id') !== 'eq.ex-rdl'
      ? []
      : // Newest first, as ordered by performed_at desc. The warm-up and the later session of only
        // warm-ups are not the sets to beat.
        [
          { ...loggedSet('log-3', 1, 10, 20, '2026-03-12T17:30:00Z'), is_warmup: true },
          loggedSet('log-2', 2, 7, 62.5, '2026-03-09T17:40:00Z'),
          loggedSet('log-2', 1, 8, 62.5, '2026-03-09T17:38:00Z'),
          { ...loggedSet('log-2', 0, 10, 20, '2026-03-09T17:35:00Z'), is_warmup: true },
          loggedSet('log-1', 1, 8, 60, '2026-03-02T17:38:00Z'),
        ],
  ),
]);

beforeEach(() => signInClient());

describe('WorkoutDetailsPage', () => {
  it('lists the exercises in order with their targets, rest defaults and last performance', async () => {
    renderWithProviders(<WorkoutDetailsPage />, {
      at: `/workouts/${WORKOUT_ID}/details`,
      path: '/workouts/:id/details',
    });
    expect(await screen.findByRole('heading', { name: 'Full Body B', level: 1 })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Exercises' }))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h2'));
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Romanian Deadlift',
      'Lat Pulldown',
    ]);
    const [rdl, pulldown] = items as [HTMLElement, HTMLElement];
    expect(within(rdl).getByText('3-0-1-0')).toBeInTheDocument();
    expect(within(rdl).getByText('2 min')).toBeInTheDocument(); // no rest_time: the spec's 120 s for a deadlift
    expect(within(rdl).getByText('Brace first.')).toBeInTheDocument();
    expect(await within(rdl).findByText(/: 8 × 62\.5 kg, 7 × 62\.5 kg$/)).toBeInTheDocument();
    expect(within(pulldown).getByText('8–12')).toBeInTheDocument();
    expect(within(pulldown).getByText('1:30')).toBeInTheDocument();
    expect(await within(pulldown).findByText(/Not logged yet/)).toBeInTheDocument();
    expect(screen.getByText('45 min')).toBeInTheDocument(); // display default
    expect(screen.getByRole('link', { name: 'Start workout' })).toHaveAttribute(
      'href',
      `/workouts/${WORKOUT_ID}/start`,
    );
  });

  it('shows staff the plan without a client-only "Last time" line', async () => {
    signInClient({ userRole: 'staff' });
    renderWithProviders(<WorkoutDetailsPage />, {
      at: `/workouts/${WORKOUT_ID}/details`,
      path: '/workouts/:id/details',
    });
    expect(await screen.findByRole('heading', { name: 'Full Body B', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('2 exercises')).toBeInTheDocument();
    expect(screen.queryByText('Last time')).not.toBeInTheDocument();
    expect(screen.queryByText(/sets your baseline/)).not.toBeInTheDocument();
  });

  it("gives the workout's coach Edit, Duplicate, Assign to a client and Add to a program; Start is a preview", async () => {
    signInClient({ userRole: 'staff', user: { ...CLIENT, id: 'coach' } });
    renderWithProviders(<WorkoutDetailsPage />, {
      at: `/workouts/${WORKOUT_ID}/details`,
      path: '/workouts/:id/details',
    });
    const actions = await screen.findByRole('group', { name: 'Workout actions' });
    expect(within(actions).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/workouts/${WORKOUT_ID}/edit`);
    expect(within(actions).getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Assign to a client' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Add to a program' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `/workouts/${WORKOUT_ID}/start`,
    );
    expect(screen.queryByRole('link', { name: 'Start workout' })).not.toBeInTheDocument();
  });

  it('gives another trainer (not the author) Duplicate and Add to a program, not Edit', async () => {
    signInClient({ userRole: 'staff', user: { ...CLIENT, id: 'someone-else' } });
    renderWithProviders(<WorkoutDetailsPage />, {
      at: `/workouts/${WORKOUT_ID}/details`,
      path: '/workouts/:id/details',
    });
    const actions = await screen.findByRole('group', { name: 'Workout actions' });
    expect(within(actions).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Add to a program' })).toBeInTheDocument();
  });

  it('says the workout was not found for an unknown or malformed id', async () => {
    renderWithProviders(<WorkoutDetailsPage />, {
      at: '/workouts/00000000-0000-4000-8000-000000000999/details',
      path: '/workouts/:id/details',
    });
    expect(await screen.findByRole('heading', { name: 'Workout not found' })).toBeInTheDocument();
  });

  it('says the workout was not found for a malformed id without asking the server', async () => {
    renderWithProviders(<WorkoutDetailsPage />, {
      at: '/workouts/not-a-workout/details',
      path: '/workouts/:id/details',
    });
    expect(await screen.findByRole('heading', { name: 'Workout not found' })).toBeInTheDocument();
  });
});
