import { LineChart as LineChartIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore, useShellIdentity, useWeightUnit } from '@/features/auth';
import { formatVolume } from '@/lib/training-format';
import { fromKg } from '@/lib/units';
import { useProgressData } from '../api/use-progress-data';
import { personalRecords, trainedExercises } from '../lib/strength-series';
import { fromFirstActiveWeek, weeklySessions, weeklyVolume } from '../lib/weekly-series';
import { ChartCard } from '@/components/charts/ChartCard';
import { PersonalRecordsList } from './PersonalRecordsList';
import { ProgressSummary } from './ProgressSummary';
import { StrengthCard } from './StrengthCard';
import { WeeklyBarChart } from './WeeklyBarChart';
import { plural } from '@/lib/plural';

/** Weeks shown in the weekly charts. */
const CHART_WEEKS = 12;
const MIN_WEEKS = 6;

/**
 * `/progression`: training at a glance — volume, strength, records and frequency. The app's route
 * (src/app/pages/ProgressionRoute.tsx) puts other features' links in the header.
 */
export function ProgressionPage({ headerActions }: { headerActions?: ReactNode }) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const isClient = useShellIdentity().userRole === 'client';
  const unit = useWeightUnit();
  const { sets, logs } = useProgressData(userId);
  const [now] = useState(() => new Date());
  const series = useMemo(() => {
    if (!sets.data || !logs.data) return null;
    const sessions = weeklySessions(logs.data, now, CHART_WEEKS);
    // Both charts start at the same week: the first with a session.
    const shown = fromFirstActiveWeek(sessions, MIN_WEEKS).length;
    return {
      volume: weeklyVolume(sets.data, now, CHART_WEEKS).slice(-shown),
      sessions: sessions.slice(-shown),
      exercises: trainedExercises(sets.data),
      records: personalRecords(sets.data),
    };
  }, [sets.data, logs.data, now]);

  const header = <PageHeader title="Progress" subtitle="Your training, week by week." actions={headerActions} />;
  if (sets.isPending || logs.isPending)
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-5">
        {header}
        <PageLoader label="Loading your progress" />
      </div>
    );
  const error = sets.error ?? logs.error;
  if (error || !series || !sets.data) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-5">
        {header}
        <LoadError
          error={error}
          what="your progress"
          onRetry={() => void Promise.all([sets.refetch(), logs.refetch()])}
        />
      </div>
    );
  }
  if (logs.data?.length === 0 && sets.data.length === 0) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-5">
        {header}
        <EmptyState
          icon={<LineChartIcon className="size-6" />}
          title={isClient ? 'Your progress starts with your first workout' : 'No workouts logged on this account'}
          action={isClient ? <ButtonLink to="/workouts">Find a workout</ButtonLink> : undefined}
        >
          {isClient
            ? 'Log a workout and your weekly volume, strength and personal records appear here.'
            : "This page charts the signed-in account's own training. A client's progress is on their profile."}
        </EmptyState>
      </div>
    );
  }
  const totalVolume = series.volume.reduce((sum, week) => sum + week.value, 0);
  const totalSessions = series.sessions.reduce((sum, week) => sum + week.value, 0);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 pb-4">
      {header}
      <ProgressSummary sessions={series.sessions} volume={series.volume} records={series.records.length} />
      <div className="grid gap-5 lg:grid-cols-2">
        <ChartCard
          title="Weekly volume"
          summary={`${formatVolume(totalVolume, unit)} lifted over ${series.volume.length} weeks (reps × weight of working sets).`}
        >
          <WeeklyBarChart
            data={series.volume.map((week) => ({ ...week, value: Math.round(fromKg(week.value, unit)) }))}
            unit={unit}
            name="Volume"
          />
        </ChartCard>
        <ChartCard
          title="Training frequency"
          summary={`${plural(totalSessions, 'session')} in ${plural(series.sessions.length, 'week')}, about ${(totalSessions / series.sessions.length).toFixed(1)} a week.`}
        >
          <WeeklyBarChart
            data={series.sessions}
            unit="sessions"
            name="Sessions"
            color="secondary"
            allowDecimals={false}
          />
        </ChartCard>
      </div>
      {series.exercises.length > 0 && <StrengthCard sets={sets.data} exercises={series.exercises} />}
      {series.records.length > 0 && <PersonalRecordsList records={series.records} />}
    </div>
  );
}
