import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ClientDashboard } from '@/features/dashboard/components/ClientDashboard';
import { addDays, localDay } from '@/features/training';

// The app's Supabase client talks to the page origin (jsdom's), which msw answers.
export const ORIGIN = window.location.origin;
export const REST = `${ORIGIN}/rest/v1`;
export const STORAGE = `${ORIGIN}/storage/v1`;
export const USER_ID = 'u1';
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

export function program(flex: boolean, entries: Array<{ workout: ReturnType<typeof workout>; day?: number | null; notes?: string | null }>) {
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
export const FULL_BODY_B = workout('w2', 'Full Body B', { estimated_duration: 55, difficulty: 'advanced', muscle_groups: ['hamstrings'] });

/** A dashboard with nothing in it but a flexible two-workout program. */
export function defaultHandlers() {
  return [
    http.get(`${REST}/programs`, () => HttpResponse.json([program(true, [{ workout: FULL_BODY_A }, { workout: FULL_BODY_B }])])),
    http.get(`${REST}/workout_logs`, () => HttpResponse.json([])),
    http.get(`${REST}/workouts`, () => HttpResponse.json([])),
    http.get(`${REST}/workout_sessions`, () => HttpResponse.json([])),
    http.get(`${REST}/progress_photos`, () => HttpResponse.json([])),
    http.get(`${REST}/cycle_entries`, () => HttpResponse.json([])),
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<ClientDashboard userId={USER_ID} firstName="Casey" now={new Date()} />} />
          <Route path="/workouts/:id/start" element={<LoggerProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
