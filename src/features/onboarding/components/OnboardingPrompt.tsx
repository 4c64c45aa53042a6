import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { toUserMessage } from '@/lib/errors';
import { needsOnboarding } from '@/lib/onboarding-answers';
import { useDismissOnboarding, useOnboardingState } from '../api/use-onboarding';
import { LazyOnboardingFlow } from './LazyOnboardingFlow';

/**
 * On the client's dashboard until they answer or choose "later": the questions open right there, at
 * the top of Today, instead of a wall in front of the app (a client arriving for a workout can
 * still start it). Nothing shows while loading or if the read fails: the questions can wait.
 */
export function OnboardingPrompt({ userId }: { userId: string }) {
  const state = useOnboardingState(userId);
  const dismiss = useDismissOnboarding(userId);
  const [finished, setFinished] = useState(false);
  const [later, setLater] = useState(false);
  if (later) {
    return (
      <p
        role="status"
        className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
      >
        No problem. The questions are waiting in{' '}
        <Link to="/settings" className="font-semibold text-emerald-700 underline dark:text-emerald-300">
          Settings
        </Link>{' '}
        whenever you are ready.
      </p>
    );
  }
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
  return (
    <div className="flex flex-col gap-2">
      <LazyOnboardingFlow
        userId={userId}
        onDone={() => setFinished(true)}
        onLater={() => dismiss.mutate(undefined, { onSuccess: () => setLater(true) })}
      />
      {dismiss.error && <Alert>{toUserMessage(dismiss.error, 'Could not save that. Please try again.')}</Alert>}
    </div>
  );
}
