import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useOnboardingState } from '../api/use-onboarding';
import { LazyOnboardingFlow } from './LazyOnboardingFlow';

/** /settings: answer the onboarding questions (again); the newest answers are what the coach sees. */
export function OnboardingSettings({ userId }: { userId: string }) {
  const state = useOnboardingState(userId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (state.isPending) return <Spinner label="Loading your answers" />;
  if (state.error) return <LoadError error={state.error} what="your answers" onRetry={() => void state.refetch()} />;
  const answeredAt = state.data.answeredAt;
  if (editing) {
    return (
      <LazyOnboardingFlow
        userId={userId}
        initial={state.data.answers}
        laterLabel="Cancel"
        onLater={() => setEditing(false)}
        onDone={() => {
          setEditing(false);
          setSaved(true);
        }}
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <p className="font-medium text-slate-900 dark:text-white">Onboarding questions</p>
        <p className="text-sm text-slate-500 dark:text-slate-400" role={saved ? 'status' : undefined}>
          {saved
            ? 'Saved. Your coach sees your new answers.'
            : answeredAt
              ? `Answered ${new Date(answeredAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}.`
              : 'Not answered yet. Your coach uses them to plan your training.'}
        </p>
      </div>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        {answeredAt ? 'Update answers' : 'Answer now'}
      </Button>
    </div>
  );
}
