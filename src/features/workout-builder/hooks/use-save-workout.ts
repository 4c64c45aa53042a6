import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { saveWorkout } from '../api/save-workout';
import type { WorkoutDraft } from '../lib/builder-rules';

/** Saves the draft; afterwards every workout list and page reads the new version. */
export function useSaveWorkout(onSaved: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (draft: WorkoutDraft) => saveWorkout(draft),
    onSuccess: async ({ id }, draft) => {
      onSaved();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['workouts'] }),
        queryClient.invalidateQueries({ queryKey: ['training'] }),
      ]);
      navigate(`/workouts/${id}/details`, { state: { savedWorkout: draft.id ? 'updated' : 'created' } });
    },
  });
}
