import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { toUserMessage } from '@/lib/errors';
import { needsOnboarding } from '../lib/answers';
import { useDismissOnboarding, useOnboardingState } from '../hooks/use-onboarding';
import { OnboardingFlow } from './OnboardingFlow';

/**
 * On the client's dashboard until they answer or choose "later": the questions open right there, at
 * the top of Today, instead of a wall in front of the app (a client arriving for a workout can
 * still start it). Nothing shows while loading or if the read fails: the questions can wait.
 */
export function OnboardingPrompt({ userId }: { userId: string }) {
  const state = useOnboardingState(userId);
  const dismiss = useDismissOnboarding(userId);
  const [open, setOpen] = useState(true);
  const [finished, setFinished] = useState(false);
  if (finished) {
    return (
      <p
        role="status"
        className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300"
      >
        Thanks! Your coach can see your answers now. You can change them any time in Settings.
      </p>
    );
  }
  if (!state.data || !needsOnboarding({ answered: state.data.answers !== null, dismissedAt: state.data.dismissedAt })) {
    return null;
  }
  if (!open) {
    return (
      <section className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4 dark:border-emerald-500/30 dark:bg-emerald-500/5">
        <p className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          <ClipboardList aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-300" />
          Four quick questions help your coach plan your training.
        </p>
        <Button onClick={() => setOpen(true)}>Answer now</Button>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <OnboardingFlow
        userId={userId}
        onDone={() => setFinished(true)}
        onLater={() => dismiss.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
      {dismiss.error && <Alert>{toUserMessage(dismiss.error, 'Could not save that. Please try again.')}</Alert>}
    </div>
  );
}
