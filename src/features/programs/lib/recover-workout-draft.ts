import { z } from 'zod';
import type { WorkoutDraft } from '@/features/training';

const text = z.string().catch('');
const exercise = z.object({
  key: z.string().min(1),
  id: z.string().nullable().catch(null),
  exerciseId: z.string().min(1),
  name: z.string(),
  muscleGroups: z.array(z.string()).catch([]),
  equipment: z.string().nullable().catch(null),
  sets: text,
  repMode: z.enum(['single', 'range', 'time']).catch('single'),
  reps: text,
  repMin: text,
  repMax: text,
  duration: text,
  weight: text,
  rest: text,
  tempo: text,
  notes: text,
  groupKey: z.string().nullable().catch(null),
});
const draft = z.object({
  id: z.string().nullable().catch(null),
  revision: z.number().int().nullable().catch(null),
  name: text,
  description: text,
  workoutType: z.string().catch('strength'),
  difficulty: z.string().catch('intermediate'),
  estimatedDuration: text,
  equipmentOverride: z.array(z.string()).nullable().catch(null),
  musclesOverride: z.array(z.string()).nullable().catch(null),
  exercises: z.array(z.unknown()).catch([]),
});

/**
 * A workout draft read back from storage (the program builder keeps the workouts it created in its
 * draft, in local storage):
 * what is still valid survives, an exercise row that no longer parses is dropped, and anything that
 * is not a draft at all is null.
 */
export function recoverWorkoutDraft(raw: unknown): WorkoutDraft | null {
  const parsed = draft.safeParse(raw);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    exercises: parsed.data.exercises.flatMap((item) => {
      const row = exercise.safeParse(item);
      return row.success ? [row.data] : [];
    }),
  };
}
