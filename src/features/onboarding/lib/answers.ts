import { z } from 'zod';

/**
 * The spec's onboarding questions, stored in onboarding_forms.assessment as
 * { exercise: { experienceLevel, gymAccess, limitations, desiredWorkoutDays }, goals: { mainGoals } }.
 * The trainer's profile page and the AI trainer read the same shape.
 */
export interface OnboardingAnswers {
  experienceLevel: string;
  gymAccess: string;
  limitations: string;
  desiredWorkoutDays: number | null;
  mainGoals: string[];
}

export const EMPTY_ANSWERS: OnboardingAnswers = {
  experienceLevel: '',
  gymAccess: '',
  limitations: '',
  desiredWorkoutDays: null,
  mainGoals: [],
};

export const EXPERIENCE_LEVELS = [
  { value: 'beginner', label: 'Beginner', hint: 'New to lifting or back after a long break' },
  { value: 'intermediate', label: 'Intermediate', hint: 'Training regularly for a year or more' },
  { value: 'advanced', label: 'Advanced', hint: 'Years of structured training' },
] as const;

export const GYM_ACCESS = [
  { value: 'commercial gym', label: 'A full gym' },
  { value: 'home gym', label: 'A home gym' },
  { value: 'studio sessions', label: 'Studio sessions with my coach' },
  { value: 'no equipment', label: 'No equipment' },
] as const;

export const MAIN_GOALS = [
  'Get stronger',
  'Build muscle',
  'Lose fat',
  'Improve body composition',
  'General fitness',
  'Move without pain',
  'Train for a sport or event',
] as const;

export const LIMITS = { limitations: 1000, goal: 200, goals: 10, minDays: 1, maxDays: 7 } as const;

const text = (max: number) => z.string().trim().max(max).catch('');

// Reading is forgiving: an old or hand-edited form shows what it can, never breaks the page.
const storedShape = z.object({
  exercise: z
    .object({
      experienceLevel: text(50),
      gymAccess: text(200),
      limitations: text(LIMITS.limitations),
      desiredWorkoutDays: z.coerce.number().int().min(0).max(7).nullable().catch(null),
    })
    .partial()
    .catch({}),
  goals: z
    .object({ mainGoals: z.array(z.string()).catch([]) })
    .partial()
    .catch({}),
});

export function parseOnboardingAnswers(assessment: unknown): OnboardingAnswers {
  const parsed = storedShape.safeParse(assessment ?? {});
  if (!parsed.success) return { ...EMPTY_ANSWERS };
  const { exercise, goals } = parsed.data;
  return {
    experienceLevel: exercise.experienceLevel ?? '',
    gymAccess: exercise.gymAccess ?? '',
    limitations: exercise.limitations ?? '',
    desiredWorkoutDays: exercise.desiredWorkoutDays ?? null,
    mainGoals: (goals.mainGoals ?? [])
      .map((goal) => goal.trim())
      .filter(Boolean)
      .slice(0, LIMITS.goals),
  };
}

/** What a submit checks: the first problem in words, or null. */
export function answersProblem(answers: OnboardingAnswers): string | null {
  if (!answers.experienceLevel) return 'Choose your experience level.';
  if (!answers.gymAccess) return 'Choose where you train.';
  if (answers.desiredWorkoutDays === null) return 'Choose how many days a week you want to train.';
  if (answers.desiredWorkoutDays < LIMITS.minDays || answers.desiredWorkoutDays > LIMITS.maxDays)
    return `Choose between ${LIMITS.minDays} and ${LIMITS.maxDays} days.`;
  if (answers.mainGoals.length === 0) return 'Choose at least one goal.';
  if (answers.mainGoals.length > LIMITS.goals) return `Choose at most ${LIMITS.goals} goals.`;
  if (answers.limitations.length > LIMITS.limitations)
    return `Keep injuries and limitations under ${LIMITS.limitations} characters.`;
  return null;
}

export function toAssessment(answers: OnboardingAnswers) {
  return {
    exercise: {
      experienceLevel: answers.experienceLevel,
      gymAccess: answers.gymAccess.trim(),
      limitations: answers.limitations.trim(),
      desiredWorkoutDays: answers.desiredWorkoutDays,
    },
    goals: { mainGoals: answers.mainGoals.map((goal) => goal.trim().slice(0, LIMITS.goal)).filter(Boolean) },
  };
}

/** Show the questions when the client has never answered and has not chosen "later". */
export function needsOnboarding(state: { answered: boolean; dismissedAt: string | null }): boolean {
  return !state.answered && state.dismissedAt === null;
}
