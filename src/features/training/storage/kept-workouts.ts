import type { DBSchema } from 'idb';
import { deviceDatabase } from '@/lib/account-database';
import type { WorkoutWithExercises } from '../api/get-workout';

/** One logged set of an exercise, as the logger reads history (its "Previous" and the bests). */
export interface KeptLoggedSet {
  exercise_id: string;
  log_id: string;
  set_number: number;
  reps: number | null;
  weight: number | null;
  duration_seconds: number | null;
  distance_m?: number | null;
  completed: boolean;
  is_warmup: boolean;
  performed_at: string;
}

/**
 * A workout a client keeps on this device to start with no signal (an on-demand workout saved for
 * the gym): the workout with its exercises as the logger reads it, and the client's logged sets of
 * those exercises (Previous, bests), per account and workout. The logger falls back to it only when
 * the server cannot be read; the whole database is deleted at sign-out (lib/account-data.ts).
 */
export interface KeptWorkout {
  userId: string;
  workoutId: string;
  title: string;
  workout: WorkoutWithExercises;
  history: KeptLoggedSet[];
  savedAt: number;
}

interface KeptWorkoutsDb extends DBSchema {
  workouts: { key: [string, string]; value: KeptWorkout; indexes: { byUser: string } };
}

export const KEPT_WORKOUTS_DATABASE = 'liftwise-kept-workouts';

const database = deviceDatabase<KeptWorkoutsDb>(KEPT_WORKOUTS_DATABASE, 1, (db) => {
  const store = db.createObjectStore('workouts', { keyPath: ['userId', 'workoutId'] });
  store.createIndex('byUser', 'userId');
});

const available = () => typeof indexedDB !== 'undefined';

/** The workouts this account keeps here (id and title), newest first. */
export async function keptWorkoutList(userId: string): Promise<{ workoutId: string; title: string }[]> {
  if (!available()) return [];
  const all = await (await database.open()).getAllFromIndex('workouts', 'byUser', userId);
  return all.sort((a, b) => b.savedAt - a.savedAt).map(({ workoutId, title }) => ({ workoutId, title }));
}

/** The device's copy of a workout for this account, if kept. */
export async function readKeptWorkout(userId: string, workoutId: string): Promise<KeptWorkout | undefined> {
  if (!available()) return undefined;
  return (await database.open()).get('workouts', [userId, workoutId]);
}

export async function putKeptWorkout(kept: KeptWorkout): Promise<void> {
  if (!available()) throw new Error('This browser cannot keep workouts for offline use.');
  await (await database.open()).put('workouts', kept);
}

export async function forgetKeptWorkout(userId: string, workoutId: string): Promise<void> {
  if (!available()) return;
  await (await database.open()).delete('workouts', [userId, workoutId]);
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export const closeKeptWorkouts = database.close;
