import { supabase } from '@/lib/supabase';
import type { HistorySet } from '../lib/build-session';
import type { CatalogExercise } from '../lib/exercise-catalog';
import { getAvailableEquipment } from './get-available-equipment';

const PAGE = 1000; // the Data API's max_rows
const RECENT_SETS = 500; // the newest logged sets: recent exercises and "previous" with no network

async function getActiveExercises(): Promise<CatalogExercise[]> {
  const all: CatalogExercise[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from('exercises')
      .select('id, name, aliases, muscle_groups, equipment, category, force, mechanic')
      .eq('is_active', true)
      .order('name')
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw error;
    all.push(...data);
    if (data.length < PAGE) return all;
  }
}

async function getRecentSets(userId: string): Promise<HistorySet[]> {
  const { data, error } = await supabase
    .from('workout_log_sets')
    .select(
      'exercise_id, log_id, set_number, reps, weight, duration_seconds, distance_m, completed, is_warmup, performed_at',
    )
    .eq('user_id', userId)
    .order('performed_at', { ascending: false })
    .limit(RECENT_SETS);
  if (error) throw error;
  return data;
}

/** What the picker and swap need with no network: the library, the client's equipment, recent sets. */
export async function getExerciseCatalog(userId: string) {
  const [exercises, equipment, history] = await Promise.all([
    getActiveExercises(),
    getAvailableEquipment(userId),
    getRecentSets(userId),
  ]);
  return { exercises, equipment, history };
}
