/** What the AI trainer knows about the person a workout is for (read from their profile and onboarding). */
export interface TrainerProfile {
  userId: string;
  name: string;
  experience: string | null;
  /** The onboarding answer as written ("home gym (dumbbells, bands, kettlebell, pull-up bar)"). */
  equipmentText: string | null;
  limitations: string | null;
  daysPerWeek: number | null;
  goals: string[];
  /** The last 5 logged workouts, newest first ("Upper A on 2026-11-20"). */
  recentWorkouts: string[];
}

/** Reads the onboarding form's `assessment` JSON, whatever shape an old form left behind. */
export function readOnboarding(
  assessment: unknown,
): Pick<TrainerProfile, 'experience' | 'equipmentText' | 'limitations' | 'daysPerWeek' | 'goals'> {
  const root = isRecord(assessment) ? assessment : {};
  const exercise = isRecord(root.exercise) ? root.exercise : {};
  const goals = isRecord(root.goals) && Array.isArray(root.goals.mainGoals) ? root.goals.mainGoals : [];
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const days = Number(exercise.desiredWorkoutDays);
  return {
    experience: text(exercise.experienceLevel),
    equipmentText: text(exercise.gymAccess),
    limitations: text(exercise.limitations),
    daysPerWeek: Number.isInteger(days) && days > 0 ? days : null,
    goals: goals.filter((goal): goal is string => typeof goal === 'string'),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
