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

// Reading is forgiving: an old or hand-edited form shows what it can, never breaks the page.
// Checked by hand rather than with a schema library: the prompt is on Today, the first screen a
// client opens, and these few rules are not worth its bytes there (docs/performance.md).
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A trimmed string within `max` characters, else empty. */
const text = (value: unknown, max: number): string => {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  return trimmed.length <= max ? trimmed : '';
};

/** A whole number of days from 0 to 7 (a numeric string counts), else null. */
const days = (value: unknown): number | null => {
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 0 && number <= 7 ? number : null;
};

export function parseOnboardingAnswers(assessment: unknown): OnboardingAnswers {
  const exercise = record(record(assessment).exercise);
  const goals = record(record(assessment).goals).mainGoals;
  const mainGoals = Array.isArray(goals) && goals.every((goal) => typeof goal === 'string') ? goals : [];
  return {
    experienceLevel: text(exercise.experienceLevel, 50),
    gymAccess: text(exercise.gymAccess, 200),
    limitations: text(exercise.limitations, LIMITS.limitations),
    desiredWorkoutDays: days(exercise.desiredWorkoutDays),
    mainGoals: mainGoals
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
