import { describe, expect, it } from 'vitest';
import {
  answersProblem,
  EMPTY_ANSWERS,
  needsOnboarding,
  parseOnboardingAnswers,
  toAssessment,
} from './onboarding-answers';

const complete = {
  experienceLevel: 'beginner',
  gymAccess: 'home gym',
  limitations: ' Sore left knee ',
  desiredWorkoutDays: 3,
  mainGoals: ['Lose fat'],
};

describe('onboarding answers', () => {
  it('round-trips through the stored shape, trimmed', () => {
    const stored = toAssessment(complete);
    expect(stored).toEqual({
      exercise: {
        experienceLevel: 'beginner',
        gymAccess: 'home gym',
        limitations: 'Sore left knee',
        desiredWorkoutDays: 3,
      },
      goals: { mainGoals: ['Lose fat'] },
    });
    expect(parseOnboardingAnswers(stored)).toEqual({ ...complete, limitations: 'Sore left knee' });
  });

  it('reads the seed shape and survives damaged forms', () => {
    expect(
      parseOnboardingAnswers({
        exercise: { experienceLevel: 'intermediate', gymAccess: 'commercial gym', desiredWorkoutDays: '4' },
        goals: { mainGoals: ['Get stronger', ' '] },
      }),
    ).toEqual({
      ...EMPTY_ANSWERS,
      experienceLevel: 'intermediate',
      gymAccess: 'commercial gym',
      desiredWorkoutDays: 4,
      mainGoals: ['Get stronger'],
    });
    expect(parseOnboardingAnswers({ exercise: 'nonsense', goals: { mainGoals: 7 } })).toEqual(EMPTY_ANSWERS);
    expect(parseOnboardingAnswers(null)).toEqual(EMPTY_ANSWERS);
  });

  it('names the first missing answer', () => {
    expect(answersProblem(complete)).toBeNull();
    expect(answersProblem(EMPTY_ANSWERS)).toBe('Choose your experience level.');
    expect(answersProblem({ ...complete, desiredWorkoutDays: null })).toBe(
      'Choose how many days a week you want to train.',
    );
    expect(answersProblem({ ...complete, desiredWorkoutDays: 9 })).toBe('Choose between 1 and 7 days.');
    expect(answersProblem({ ...complete, mainGoals: [] })).toBe('Choose at least one goal.');
  });

  it('asks only a client who has neither answered nor skipped', () => {
    expect(needsOnboarding({ answered: false, dismissedAt: null })).toBe(true);
    expect(needsOnboarding({ answered: true, dismissedAt: null })).toBe(false);
    expect(needsOnboarding({ answered: false, dismissedAt: '2026-11-20T10:00:00Z' })).toBe(false);
  });
});
