import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { localDay } from '@/features/training';
import { server, withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { defaultHandlers, FULL_BODY_A, program, renderDashboard, REST, USER_ID } from './dashboard-fixtures';

withMswServer(defaultHandlers);

const todayCard = () => screen.getByRole('region', { name: "Today's workout" });

/** Today's card once drawn: it is drawn anew when the plan and the session in progress are known. */
async function loadedTodayCard() {
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: "Loading today's workout" })).not.toBeInTheDocument(),
  );
  return todayCard();
}

describe("today's workout card", () => {
  it('shows the scheduled workout with Start, View, three muscle groups and the display defaults', async () => {
    renderDashboard();
    const card = await loadedTodayCard();
    expect(await within(card).findByRole('heading', { name: 'Full Body A' })).toBeVisible();
    expect(within(card).getByText('Scheduled')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Start workout' })).toHaveAttribute('href', '/workouts/w1/start');
    expect(within(card).getByRole('link', { name: 'View Full Body A' })).toHaveAttribute(
      'href',
      '/workouts/w1/details',
    );
    const groups = within(within(card).getByRole('list', { name: 'Muscle groups' })).getAllByRole('listitem');
    expect(groups.map((item) => item.textContent)).toEqual(['Quadriceps', 'Chest', 'Middle back']);
    const details = within(within(card).getByRole('list', { name: 'Workout details' })).getAllByRole('listitem');
    expect(details.map((item) => item.textContent)).toEqual(['45 min', 'Intermediate', '12 reps', '60 s rest']);
  });

  it('summarises the workout from the targets in the program tree, with no request for the workout', async () => {
    const target = (rep_min: number, rep_max: number, rest_time: number) => ({
      rep_single: null,
      rep_min,
      rep_max,
      rep_is_range: true,
      rest_time,
    });
    const withTargets = { ...FULL_BODY_A, workout_exercises: [target(8, 12, 90), target(5, 5, 180)] };
    let workoutReads = 0;
    server.use(
      table('programs', [program(true, [{ workout: withTargets }])]),
      http.get(`${REST}/workouts`, () => {
        workoutReads += 1;
        return HttpResponse.json([]);
      }),
    );
    renderDashboard();
    const card = await loadedTodayCard();
    expect(await within(card).findByText('Strength Foundations · Week 5 of 8 · 2 exercises')).toBeVisible();
    const details = within(within(card).getByRole('list', { name: 'Workout details' })).getAllByRole('listitem');
    expect(details.map((item) => item.textContent)).toEqual(['45 min', 'Intermediate', '5–12 reps', '90–180 s rest']);
    expect(workoutReads).toBe(0);
  });

  it('marks the workout Completed and hides Start when a log exists today', async () => {
    server.use(
      http.get(`${REST}/workout_logs`, () =>
        HttpResponse.json([
          { id: 'l1', workout_id: 'w2', workout_name: 'Full Body B', created_at: new Date().toISOString() },
        ]),
      ),
    );
    renderDashboard();
    const card = await loadedTodayCard();
    expect(await within(card).findByRole('heading', { name: 'Full Body B' })).toBeVisible();
    expect(within(card).getByText('Completed')).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'Start workout' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Full Body B' })).toBeVisible();
    expect(within(card).getByText('55 min')).toBeVisible();
    expect(within(card).getByText('Advanced')).toBeVisible();
    // The week strip counts today as trained.
    expect(await screen.findByText(/\(today\): trained/)).toBeInTheDocument();
  });

  it('shows Rest Day when the weekly schedule has nothing today', async () => {
    const tomorrow = (localDay(new Date()).weekday + 1) % 7;
    server.use(
      http.get(`${REST}/programs`, () =>
        HttpResponse.json([program(false, [{ workout: FULL_BODY_A, day: tomorrow }])]),
      ),
    );
    renderDashboard();
    expect(await within(await loadedTodayCard()).findByRole('heading', { name: 'Rest Day' })).toBeVisible();
    expect(within(todayCard()).getByText(/Tomorrow: Full Body A/)).toBeVisible();
    expect(within(todayCard()).queryByRole('link', { name: 'Start workout' })).not.toBeInTheDocument();
  });

  it('tells a client with no program what to do next', async () => {
    server.use(http.get(`${REST}/programs`, () => HttpResponse.json([])));
    renderDashboard();
    expect(await within(await loadedTodayCard()).findByRole('heading', { name: 'No program yet' })).toBeVisible();
    expect(within(todayCard()).getByRole('link', { name: 'Message your coach' })).toHaveAttribute('href', '/inbox');
    expect(within(todayCard()).getByRole('link', { name: 'Browse workouts' })).toHaveAttribute('href', '/workouts');
    expect(within(todayCard()).getByRole('link', { name: 'Exercise library' })).toHaveAttribute(
      'href',
      '/library/exercises',
    );
  });

  it('offers Try Again when the program cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(`${REST}/programs`, () =>
        calls++ === 0 ? HttpResponse.json({ message: 'boom', code: 'XX000' }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    renderDashboard();
    await userEvent.click(await within(await loadedTodayCard()).findByRole('button', { name: 'Try Again' }));
    expect(await within(await loadedTodayCard()).findByRole('heading', { name: 'No program yet' })).toBeVisible();
  });
});

describe('active session card', () => {
  const session = {
    id: 's1',
    user_id: USER_ID,
    workout_id: 'w2',
    workout_name: 'Full Body B',
    status: 'active',
    state: {},
    revision: 3,
    started_at: new Date(Date.now() - 20 * 60_000).toISOString(),
    updated_at: new Date().toISOString(),
    workout: { name: 'Full Body B' },
  };

  it('continues the session in the logger, carrying its id', async () => {
    server.use(http.get(`${REST}/workout_sessions`, () => HttpResponse.json([session])));
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Workout in progress' });
    expect(within(card).getByText('Full Body B')).toBeVisible();
    expect(within(card).getByText('Started 20 min ago')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Logger at /workouts/w2/start resuming s1')).toBeVisible();
  });

  it("offers only Continue when the session in progress is today's workout (no second Start)", async () => {
    server.use(
      http.get(`${REST}/workout_sessions`, () =>
        HttpResponse.json([
          { ...session, workout_id: 'w1', workout_name: 'Full Body A', workout: { name: 'Full Body A' } },
        ]),
      ),
    );
    renderDashboard();
    const active = await screen.findByRole('region', { name: 'Workout in progress' });
    expect(within(active).getByRole('button', { name: 'Continue' })).toBeVisible();
    const card = await loadedTodayCard();
    expect(await within(card).findByText('In progress')).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'Start workout' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Full Body A' })).toBeVisible();
  });

  it('asks before discarding, then deletes the session', async () => {
    let active = [session];
    const deleted: string[] = [];
    server.use(
      http.get(`${REST}/workout_sessions`, () => HttpResponse.json(active)),
      http.delete(`${REST}/workout_sessions`, ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        active = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Workout in progress' });
    await userEvent.click(within(card).getByRole('button', { name: 'Discard' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard workout?' });
    expect(
      within(dialog).getByText('Are you sure you want to discard this workout? All progress will be lost.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep workout' }));
    expect(deleted).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Discard' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard workout' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Workout in progress' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['eq.s1']);
  });

  it('keeps the session and says so when the discard fails', async () => {
    server.use(
      http.get(`${REST}/workout_sessions`, () => HttpResponse.json([session])),
      http.delete(`${REST}/workout_sessions`, () =>
        HttpResponse.json({ message: 'nope', code: '42501' }, { status: 403 }),
      ),
    );
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Workout in progress' });
    await userEvent.click(within(card).getByRole('button', { name: 'Discard' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard workout' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to discard workout. Please try again.');
    expect(within(card).getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
