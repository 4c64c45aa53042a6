import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ToggleChip } from '@/components/ui/Chip';
import { toUserMessage } from '@/lib/errors';
import {
  answersProblem,
  EMPTY_ANSWERS,
  EXPERIENCE_LEVELS,
  GYM_ACCESS,
  LIMITS,
  MAIN_GOALS,
  type OnboardingAnswers,
} from '@/lib/onboarding-answers';
import { useSubmitOnboarding } from '../api/use-onboarding';
import { ChoiceList } from './ChoiceList';

const STEPS = ['Experience', 'Training', 'Goals', 'Anything to know'] as const;

/**
 * The onboarding questions, one short step at a time (a phone screen each). Answers live in the
 * component until the last step saves them as one onboarding_forms row; "Later" leaves without
 * saving, so nothing half-answered reaches the trainer.
 */
export function OnboardingFlow({
  userId,
  initial,
  onDone,
  onLater,
  laterLabel = 'Ask me later',
}: {
  userId: string;
  initial?: OnboardingAnswers | null;
  onDone: () => void;
  onLater: () => void;
  laterLabel?: string;
}) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<OnboardingAnswers>(initial ?? EMPTY_ANSWERS);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitOnboarding(userId);
  const set = (patch: Partial<OnboardingAnswers>) => {
    setProblem(null);
    setAnswers((current) => ({ ...current, ...patch }));
  };
  const stepProblem = (): string | null => {
    if (step === 0 && !answers.experienceLevel) return 'Choose your experience level.';
    if (step === 1) {
      if (!answers.gymAccess) return 'Choose where you train.';
      if (answers.desiredWorkoutDays === null) return 'Choose how many days a week you want to train.';
    }
    if (step === 2 && answers.mainGoals.length === 0) return 'Choose at least one goal.';
    return step === STEPS.length - 1 ? answersProblem(answers) : null;
  };
  const next = () => {
    const found = stepProblem();
    if (found) return setProblem(found);
    if (step < STEPS.length - 1) return setStep(step + 1);
    submit.mutate(answers, { onSuccess: onDone });
  };
  const toggleGoal = (goal: string) =>
    set({
      mainGoals: answers.mainGoals.includes(goal)
        ? answers.mainGoals.filter((g) => g !== goal)
        : [...answers.mainGoals, goal].slice(0, LIMITS.goals),
    });

  return (
    <section
      aria-labelledby="onboarding-title"
      className="flex flex-col gap-5 rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm dark:border-emerald-500/30 dark:bg-slate-900"
    >
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">
          Step {step + 1} of {STEPS.length} · {STEPS[step]}
        </p>
        <div aria-hidden="true" className="grid grid-cols-4 gap-1">
          {STEPS.map((name, index) => (
            <span
              key={name}
              className={
                index <= step ? 'h-1.5 rounded bg-emerald-600' : 'h-1.5 rounded bg-slate-200 dark:bg-slate-700'
              }
            />
          ))}
        </div>
        <h2 id="onboarding-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {step === 0 && 'How much lifting have you done?'}
          {step === 1 && 'Where and how often will you train?'}
          {step === 2 && 'What do you want from training?'}
          {step === 3 && 'Injuries or limitations your coach should know about?'}
        </h2>
      </header>
      {step === 0 && (
        <ChoiceList
          label="Experience level"
          options={EXPERIENCE_LEVELS}
          value={answers.experienceLevel}
          onChange={(experienceLevel) => set({ experienceLevel })}
        />
      )}
      {step === 1 && (
        <>
          <ChoiceList
            label="Where you train"
            options={GYM_ACCESS}
            value={answers.gymAccess}
            onChange={(gymAccess) => set({ gymAccess })}
          />
          <Field label="Days a week">
            <div role="group" aria-label="Days a week" className="flex flex-wrap gap-2">
              {[1, 2, 3, 4, 5, 6, 7].map((days) => (
                <ToggleChip
                  key={days}
                  pressed={answers.desiredWorkoutDays === days}
                  onToggle={() => set({ desiredWorkoutDays: days })}
                >
                  {days}
                </ToggleChip>
              ))}
            </div>
          </Field>
        </>
      )}
      {step === 2 && (
        <Field label="Pick all that apply">
          <div role="group" aria-label="Main goals" className="flex flex-wrap gap-2">
            {MAIN_GOALS.map((goal) => (
              <ToggleChip key={goal} pressed={answers.mainGoals.includes(goal)} onToggle={() => toggleGoal(goal)}>
                {goal}
              </ToggleChip>
            ))}
          </div>
        </Field>
      )}
      {step === 3 && (
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
          Injuries and limitations (optional)
          <textarea
            value={answers.limitations}
            maxLength={LIMITS.limitations}
            rows={4}
            placeholder="e.g. Left knee hurts on deep squats"
            onChange={(event) => set({ limitations: event.target.value })}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base font-normal text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
        </label>
      )}
      {problem && <Alert>{problem}</Alert>}
      {submit.error && (
        <Alert>{toUserMessage(submit.error, 'Your answers could not be saved. Please try again.')}</Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={onLater} disabled={submit.isPending}>
          {laterLabel}
        </Button>
        <div className="flex gap-2">
          {step > 0 && (
            <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={submit.isPending}>
              Back
            </Button>
          )}
          <Button onClick={next} loading={submit.isPending}>
            {step === STEPS.length - 1 ? 'Finish' : 'Next'}
          </Button>
        </div>
      </div>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</p>
      {children}
    </div>
  );
}
