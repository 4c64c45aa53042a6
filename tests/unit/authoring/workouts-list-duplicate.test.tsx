import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import WorkoutsRoute from '@/app/pages/WorkoutsRoute';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// The workouts list's Duplicate: the workout builder's button, which the app composes into the list.

const TRAINER = { ...CLIENT, id: '00000000-0000-4000-8000-000000000002', firstName: 'Taylor' };
const plank = { id: 'e-plank', name: 'Plank', muscle_groups: ['core'], equipment: null, category: null, level: null };
const pullDay = {
  id: '00000000-0000-4000-9007-000000000702',
  name: 'Pull day',
  description: '',
  workout_type: 'strength',
  difficulty: 'beginner',
  estimated_duration: 30,
  equipment: [],
  muscle_groups: ['core'],
  created_by: TRAINER.id,
  client_id: null,
  is_ai_generated: false,
  created_at: '2026-11-01T00:00:00Z',
  is_archived: false,
  revision: 2,
  workout_exercises: [
    {
      id: 'we-1',
      exercise_id: 'e-plank',
      order: 0,
      sets: 3,
      rep_single: 10,
      rep_min: null,
      rep_max: null,
      rep_is_range: false,
      is_time_based: false,
      duration: null,
      weight: null,
      rest_time: 60,
      tempo: null,
      notes: null,
      group_key: null,
      exercise: plank,
    },
  ],
};

withMswServer(() => [table('workouts', [pullDay]), table('exercises', [plank])]);

describe('/workouts: Duplicate', () => {
  beforeEach(() => signInClient({ userRole: 'staff', user: TRAINER }));

  it("saves a copy of the workout in one call and opens the copy's editor", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/author_names`, () => HttpResponse.json([])),
      http.post(`${REST}/rpc/save_workout`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 'w-copy', revision: 1 });
      }),
    );
    renderWithProviders(<WorkoutsRoute />, {
      at: '/workouts',
      routes: { '/workouts/w-copy/edit': <p>Editing the copy</p> },
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate Pull day' }));
    expect(await screen.findByText('Editing the copy')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      p_workout: { id: null, name: 'Pull day (copy)' },
      p_exercises: [{ id: null, exercise_id: 'e-plank', rep_single: 10 }],
    });
  });

  it('says why a copy was not made', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/rpc/author_names`, () => HttpResponse.json([])),
      http.post(`${REST}/rpc/save_workout`, () =>
        HttpResponse.json({ code: '42501', message: 'new row violates row-level security policy' }, { status: 403 }),
      ),
    );
    renderWithProviders(<WorkoutsRoute />, { at: '/workouts' });
    await user.click(await screen.findByRole('button', { name: 'Duplicate Pull day' }));
    expect(await screen.findByText(/The copy was not made/)).toBeInTheDocument();
  });
});
