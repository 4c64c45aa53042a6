import { supabase } from '@/lib/supabase';
import type { WorkoutDraft } from '../lib/build-workout';

/** Saves an approved draft (workout and its exercises in one transaction), marked AI-generated. */
export async function saveAiWorkout(draft: WorkoutDraft, clientId: string): Promise<string> {
  const { data, error } = await supabase.rpc('save_ai_workout', {
    p_workout: {
      name: draft.name,
      description: draft.description,
      workout_type: draft.workout_type,
      difficulty: draft.difficulty,
      estimated_duration: draft.estimated_duration,
      muscle_groups: [...new Set(draft.exercises.flatMap((e) => e.exercise.muscle_groups))],
      equipment: [...new Set(draft.exercises.map((e) => e.exercise.equipment).filter(Boolean))],
      client_id: clientId,
    },
    p_exercises: draft.exercises.map((e) => ({
      exercise_id: e.exercise.id,
      sets: e.sets,
      rep_single: e.rep_single,
      rep_min: e.rep_min,
      rep_max: e.rep_max,
      rep_is_range: e.rep_is_range,
      rest_time: e.rest_time,
      tempo: e.tempo,
      notes: e.notes,
      is_time_based: e.is_time_based,
      duration: e.duration,
    })),
  });
  if (error) throw error;
  return data.id;
}
