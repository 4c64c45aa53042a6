import type { WorkoutWithExercises } from '@/features/training';
import { buildSessionState, type HistorySet } from '@/features/logger/lib/build-session';
import type { SessionState, LocalSession } from '@/features/logger/lib/session-schema';
import { attachLoggerEngine, loggerEngineEvents } from '@/features/logger/stores/logger-store';
import { createLoggerEngine } from '@/features/logger/sync/logger-engine';

export const T0 = Date.parse('2026-03-02T17:00:00Z');

export function sequentialIds(prefix = 'id') {
  let next = 0;
  return () => `${prefix}-${(next += 1)}`;
}

const exercise = (id: string, name: string, muscles: string[], equipment: string) => ({
  id,
  name,
  muscle_groups: muscles,
  secondary_muscles: [],
  equipment,
  category: 'strength',
  thumbnail_url: null,
  images: [] as string[],
});

const planned = (
  id: string,
  order: number,
  ex: ReturnType<typeof exercise>,
  extra: Partial<WorkoutWithExercises['workout_exercises'][number]>,
) => ({
  id,
  exercise_id: ex.id,
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
  exercise: ex,
  ...extra,
});

export const SQUAT = exercise('ex-squat', 'Barbell Back Squat', ['quadriceps', 'glutes'], 'barbell');
export const ROW = exercise('ex-row', 'Seated Cable Row', ['middle back'], 'cable');
export const PLANK = exercise('ex-plank', 'Plank', ['abdominals'], 'body weight');

export const WORKOUT: WorkoutWithExercises = {
  id: 'w-1',
  name: 'Full Body A',
  description: null,
  is_ai_generated: false,
  muscle_groups: [],
  workout_type: 'strength',
  difficulty: 'intermediate',
  estimated_duration: 55,
  equipment: [],
  created_by: null,
  client_id: null,
  workout_exercises: [
    planned('we-squat', 1, SQUAT, { sets: 2, rep_single: 5, weight: 70, rest_time: 180 }),
    planned('we-row', 2, ROW, { sets: 2, rep_is_range: true, rep_min: 8, rep_max: 12 }),
    planned('we-plank', 3, PLANK, { sets: 1, is_time_based: true, duration: 45 }),
  ],
} as unknown as WorkoutWithExercises;

export const HISTORY: HistorySet[] = [
  {
    exercise_id: 'ex-squat',
    log_id: 'old',
    set_number: 1,
    reps: 5,
    weight: 65,
    duration_seconds: null,
    completed: true,
    is_warmup: false,
    performed_at: '2026-02-20T17:00:00Z',
  },
  {
    exercise_id: 'ex-squat',
    log_id: 'last',
    set_number: 2,
    reps: 4,
    weight: 67.5,
    duration_seconds: null,
    completed: true,
    is_warmup: false,
    performed_at: '2026-02-27T17:10:00Z',
  },
  {
    exercise_id: 'ex-squat',
    log_id: 'last',
    set_number: 1,
    reps: 5,
    weight: 67.5,
    duration_seconds: null,
    completed: true,
    is_warmup: false,
    performed_at: '2026-02-27T17:05:00Z',
  },
  {
    exercise_id: 'ex-row',
    log_id: 'last',
    set_number: 1,
    reps: 14,
    weight: 40,
    duration_seconds: null,
    completed: true,
    is_warmup: false,
    performed_at: '2026-02-27T17:20:00Z',
  },
];

export function freshState() {
  return buildSessionState({
    sessionId: 's-1',
    userId: 'u-1',
    workout: WORKOUT,
    history: HISTORY,
    startedAt: new Date(T0),
    newId: sequentialIds(),
  });
}

/** `state` as the device holds it once the server has the session: created, nothing unsent. */
export function openLocalSession(state: SessionState): LocalSession {
  return {
    sessionId: state.sessionId,
    userId: state.userId,
    workoutKey: state.workoutId ?? 'empty',
    state,
    baseRevision: 0,
    created: true,
    dirty: false,
    localVersion: 1,
    status: 'active',
  };
}

/** The engine's server sync, left out: for tests about the device. */
export const noServerSync = () => ({
  pushNow: () => Promise.resolve(),
  reconnected: () => undefined,
  disconnected: () => undefined,
  stop: () => undefined,
});

/**
 * What the logger page does when a session opens, for tests that dispatch to the store: an engine
 * (without its server sync) that the store writes through. Returns the page's leaving.
 */
export function openTestEngine(sessionId: string): () => void {
  const engine = createLoggerEngine(sessionId, loggerEngineEvents, noServerSync);
  const detach = attachLoggerEngine(engine);
  return () => {
    engine.dispose();
    detach();
  };
}
