import { queryOptions, useQuery } from '@tanstack/react-query';
import { workoutKeys } from '@/features/training';
import { supabase } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';
import type { DraftExercise, RepMode, WorkoutDraft } from '../lib/builder-rules';

const SELECT = `
  id, name, description, workout_type, difficulty, estimated_duration, equipment, muscle_groups, created_by, revision,
  workout_exercises (
    id, exercise_id, order, sets, rep_single, rep_min, rep_max, rep_is_range, is_time_based, duration, weight, rest_time,
    tempo, notes, group_key,
    exercise:exercises ( id, name, muscle_groups, equipment )
  )
`;

const text = (value: number | null) => (value === null ? '' : String(value));
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

export interface LoadedWorkout {
  draft: WorkoutDraft;
  createdBy: string;
}

/** A saved workout as the editor holds it (null when missing or not visible). */
export async function getWorkoutDraft(workoutId: string): Promise<LoadedWorkout | null> {
  const { data, error } = await supabase.from('workouts').select(SELECT).eq('id', workoutId).maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const exercises = [...data.workout_exercises]
    .sort((a, b) => a.order - b.order)
    .map((row): DraftExercise => {
      const repMode: RepMode = row.is_time_based ? 'time' : row.rep_is_range ? 'range' : 'single';
      return {
        key: row.id,
        id: row.id,
        exerciseId: row.exercise_id,
        name: row.exercise?.name ?? 'Exercise',
        muscleGroups: row.exercise?.muscle_groups ?? [],
        equipment: row.exercise?.equipment ?? null,
        sets: String(row.sets),
        repMode,
        reps: text(row.rep_single),
        repMin: text(row.rep_min),
        repMax: text(row.rep_max),
        duration: text(row.duration),
        weight: text(row.weight),
        rest: text(row.rest_time),
        tempo: row.tempo ?? '',
        notes: row.notes ?? '',
        groupKey: row.group_key,
      };
    });
  const derivedEquipment = [
    ...new Set(exercises.flatMap((e) => (e.equipment ? [e.equipment.toLowerCase()] : []))),
  ].sort();
  const derivedMuscles = [...new Set(exercises.flatMap((e) => e.muscleGroups.map((m) => m.toLowerCase())))].sort();
  return {
    createdBy: data.created_by,
    draft: {
      id: data.id,
      revision: data.revision,
      name: data.name,
      description: data.description ?? '',
      workoutType: data.workout_type,
      difficulty: data.difficulty,
      estimatedDuration: text(data.estimated_duration),
      // Lists that match what the exercises give stay derived, so later edits keep them in step.
      equipmentOverride: sameList([...data.equipment].sort(), derivedEquipment) ? null : data.equipment,
      musclesOverride: sameList([...data.muscle_groups].sort(), derivedMuscles) ? null : data.muscle_groups,
      exercises,
    },
  };
}

/** Loaded once per visit (never refetched under the editor); a new workout (no id) reads nothing. */
export const workoutDraftQuery = (workoutId: string | undefined) =>
  queryOptions({
    queryKey: workoutKeys.draft(workoutId),
    queryFn: () => (workoutId && isUuid(workoutId) ? getWorkoutDraft(workoutId) : null),
    enabled: workoutId !== undefined,
    staleTime: Infinity,
  });

export function useWorkoutDraft(workoutId: string | undefined) {
  return useQuery(workoutDraftQuery(workoutId));
}
