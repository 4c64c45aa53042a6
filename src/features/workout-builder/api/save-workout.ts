import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useRefreshTraining, useRefreshWorkouts } from '@/features/training';
import { supabase } from '@/lib/supabase';
import type { WorkoutDraft } from '../lib/builder-rules';
import { workoutSavePayload as savePayload } from '@/features/training';

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

/** Saves the draft; afterwards every workout list and page reads the new version. */
export function useSaveWorkout(onSaved: () => void) {
  const refreshWorkouts = useRefreshWorkouts();
  const refreshTraining = useRefreshTraining();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (draft: WorkoutDraft) => saveWorkout(draft),
    onSuccess: async ({ id }, draft) => {
      onSaved();
      await Promise.all([refreshWorkouts(), refreshTraining()]);
      navigate(`/workouts/${id}/details`, { state: { savedWorkout: draft.id ? 'updated' : 'created' } });
    },
  });
}
