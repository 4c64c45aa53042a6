import { defaultRestSeconds } from '@/features/training';
import { isOnline } from '@/lib/connectivity';
import { getExerciseHistory } from '../api/get-exercise-history';
import { bestsByExercise, previousPerformance, type HistorySet } from '../lib/build-session';
import type { CatalogExercise, ExerciseCatalog } from '../lib/exercise-catalog';
import type { Replacement } from '../lib/session-reducer';
import { rememberPick } from '../storage/exercise-cache';

/**
 * The client's history of one exercise: from the server when online, else (or when that fails)
 * from the newest sets kept with the device's library. Never throws: with nothing known the
 * exercise simply starts without "previous".
 */
async function historyOf(userId: string, exerciseId: string, catalog: ExerciseCatalog | undefined) {
  const cached: HistorySet[] = catalog?.history.filter((set) => set.exercise_id === exerciseId) ?? [];
  if (!isOnline()) return cached;
  try {
    return await getExerciseHistory(userId, [exerciseId]);
  } catch {
    return cached;
  }
}

/** An exercise from the library, ready to add or swap in, with what the client did last time. */
export async function chooseExercise(
  userId: string,
  exercise: CatalogExercise,
  catalog: ExerciseCatalog | undefined,
  restSeconds = defaultRestSeconds(exercise.name),
): Promise<Replacement> {
  const history = await historyOf(userId, exercise.id, catalog);
  void rememberPick(userId, exercise.id).catch(() => undefined);
  return {
    exerciseId: exercise.id,
    name: exercise.name,
    muscleGroups: exercise.muscle_groups,
    equipment: exercise.equipment,
    category: exercise.category,
    restSeconds,
    previous: previousPerformance(history, exercise.id),
    bests: bestsByExercise(history)[exercise.id] ?? null,
  };
}
