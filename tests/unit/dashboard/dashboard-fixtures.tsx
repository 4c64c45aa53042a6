import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { ClientDashboard } from '@/app/pages/dashboard/ClientDashboard';
import { addDays, localDay } from '@/features/training';
import { CLIENT_ID } from '../support/fixtures';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

export { REST, STORAGE } from '../support/postgrest';
export const USER_ID = CLIENT_ID;
export const todayKey = () => localDay(new Date()).key;

export function workout(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    description: null,
    muscle_groups: ['quadriceps', 'chest', 'middle back', 'lats'],
    difficulty: null,
    estimated_duration: null,
    workout_type: 'strength',
    equipment: [],
    ...extra,
  };
}

export function program(
  flex: boolean,
  entries: Array<{ workout: ReturnType<typeof workout>; day?: number | null; notes?: string | null }>,
) {
  return {
    id: 'p1',
    name: 'Strength Foundations',
    description: null,
    status: 'active',
    flex_schedule: flex,
    starting_workout_index: 0,
    difficulty: 'intermediate',
    goals: [],
    duration_weeks: 8,
    start_date: addDays(todayKey(), -30),
    created_at: '2026-01-01T00:00:00Z',
    program_workouts: entries.map((entry, position) => ({
      id: `pw${position}`,
      workout_id: entry.workout.id,
      position,
      day_of_week: entry.day ?? null,
      notes: entry.notes ?? null,
      workout: entry.workout,
    })),
  };
}

export const FULL_BODY_A = workout('w1', 'Full Body A');
export const FULL_BODY_B = workout('w2', 'Full Body B', {
  estimated_duration: 55,
  difficulty: 'advanced',
  muscle_groups: ['hamstrings'],
});

/** A dashboard with nothing in it but a flexible two-workout program. */
export function defaultHandlers() {
  return [
    table('programs', [program(true, [{ workout: FULL_BODY_A }, { workout: FULL_BODY_B }])]),
    table('workout_logs', []),
    table('workouts', []),
    table('workout_sessions', []),
    table('progress_photos', []),
    table('cycle_entries', []),
    // The onboarding prompt's read, the nutrition goals and the coach's recent comments: none yet.
    table('users', [{ onboarding_dismissed_at: null, form: [] }]),
    table('clients', [
      { daily_calorie_goal: null, macro_protein_goal: null, macro_carb_goal: null, macro_fat_goal: null },
    ]),
    table('workout_log_comments', []),
    // The next-session card (scheduling): nothing booked.
    table('studio_settings', [{ time_zone: 'Europe/London', week_start: 1 }]),
    table('bookings', []),
    // The On demand card: nothing shared (a count, read with HEAD).
    http.head(`${REST}/on_demand_collections`, () => new HttpResponse(null, { headers: { 'content-range': '*/0' } })),
    // Habits and body weight (issue 33): no habit assigned, no weigh-in yet.
    table('habits', []),
    table('body_weight_entries', []),
    // The weekly check-in card: nothing set up.
    http.post(`${REST}/rpc/my_weekly_check_in`, () => HttpResponse.json([])),
  ];
}

function LoggerProbe() {
  const location = useLocation();
  const state = location.state as { sessionId?: string } | null;
  return (
    <p>
      Logger at {location.pathname} resuming {state?.sessionId ?? 'nothing'}
    </p>
  );
}

export function renderDashboard() {
  return renderWithProviders(<ClientDashboard userId={USER_ID} firstName="Casey" now={new Date()} />, {
    routes: { '/workouts/:id/start': <LoggerProbe /> },
  });
}
