import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { EXPERIENCE_LEVELS } from '@/lib/onboarding-answers';
import { useLatestOnboarding } from '../api/use-client-profile';
import { ProfileCard } from './ProfileCard';

/** Goals and limitations from the newest onboarding answers. */
export function OnboardingSummary({ clientId }: { clientId: string }) {
  const form = useLatestOnboarding(clientId);
  return (
    <ProfileCard title="Goals and limitations">
      {form.isPending ? (
        <Spinner label="Loading answers" />
      ) : form.error ? (
        <LoadError error={form.error} what="the onboarding answers" onRetry={() => void form.refetch()} />
      ) : !form.data ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The client has not answered the onboarding questions yet. They are asked on their dashboard and in Settings.
        </p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label="Main goals" value={form.data.answers.mainGoals.join(', ') || '—'} />
          <Item label="Limitations" value={form.data.answers.limitations || 'None mentioned'} />
          <Item
            label="Experience"
            value={
              EXPERIENCE_LEVELS.find((level) => level.value === form.data!.answers.experienceLevel)?.label ??
              (form.data.answers.experienceLevel || '—')
            }
          />
          <Item label="Trains at" value={form.data.answers.gymAccess || '—'} />
          <Item
            label="Wants to train"
            value={form.data.answers.desiredWorkoutDays ? `${form.data.answers.desiredWorkoutDays} days a week` : '—'}
          />
          <Item
            label="Answered"
            value={new Date(form.data.at).toLocaleDateString(undefined, { dateStyle: 'medium' })}
          />
        </dl>
      )}
    </ProfileCard>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="whitespace-pre-line text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}
