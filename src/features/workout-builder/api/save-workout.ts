import { supabase } from '@/lib/supabase';
import type { WorkoutDraft } from '../lib/builder-rules';
import { savePayload } from '../lib/draft-validation';

/** Someone saved the workout after this editor loaded it. */
export class WorkoutConflictError extends Error {
  override readonly name = 'WorkoutConflictError';
}

/** Saves the workout and all its exercises in one transaction (`save_workout`); returns its id and revision. */
export async function saveWorkout(draft: WorkoutDraft): Promise<{ id: string; revision: number }> {
  const { data, error } = await supabase.rpc('save_workout', savePayload(draft));
  if (error) {
    if (error.code === 'PT409') throw new WorkoutConflictError(error.message);
    throw new Error(error.message);
  }
  return { id: data.id, revision: data.revision };
}
