import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { useAuthStore, selectCycleTracking } from '@/features/auth';
import { CoachCommentsCard, MyNutritionGoalsCard } from '@/features/client-profile';
import {
  ActiveSessionCard,
  CycleCard,
  greetingFor,
  ProgressPhotosCard,
  TodayWorkoutCard,
  useActiveSession,
  useTodayOnDevice,
  useTodayPlan,
  WeekStrip,
} from '@/features/dashboard';
import { discardWorkoutSession } from '@/features/logger';
import { sessionPath, StartEmptyWorkoutButton } from '@/features/training';
import { OnboardingPrompt } from '@/features/onboarding';
import { releaseRequestsAfterPaint } from '@/lib/request-gate';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

// The next booked session: its own chunk (the scheduling code stays out of `/`), loaded after the first paint.
const NextSessionCard = lazy(() => import('@/features/scheduling/today-card'));
// The way into On demand, shown when the coach has shared something: its own chunk too.
const OnDemandTodayCard = lazy(() => import('@/features/on-demand/today-card'));
// The coach's habits to tick and the body-weight card (issue 33): their own chunks too.
const HabitsTodayCard = lazy(() => import('@/features/habits/today-card'));
const BodyWeightCard = lazy(() => import('@/features/body-weight/today-card'));
// The weekly check-in, shown when one is due: its own chunk (the form inside it is another).
const CheckInTodayCard = lazy(() => import('@/features/check-ins/today-card'));
/** The card's size while its code and data arrive, so nothing below it moves. */
const nextSessionPlaceholder = (
  <div aria-hidden="true" className="min-h-24 rounded-2xl bg-slate-100 dark:bg-slate-800/60" />
);

const bodyWeightPlaceholder = (
  <div aria-hidden="true" className="min-h-44 rounded-2xl bg-slate-100 dark:bg-slate-800/60" />
);

/**
 * The client's "Today" page: the dashboard feature's cards, with the logger's session controls and
 * the onboarding and client-profile cards composed in. One column on a phone (what to do now comes
 * first); on a desktop the training column sits beside photos and cycle.
 */
export function ClientDashboard({ userId, firstName, now }: { userId: string; firstName: string; now: Date }) {
  useTodayOnDevice(userId, now);
  const plan = useTodayPlan(userId, now);
  // The same query as the session card's: no second request.
  const active = useActiveSession(userId);
  const cycleTracking = useAuthStore(selectCycleTracking);
  const showCycle = cycleTracking.available && cycleTracking.enabled;
  // Nothing on the page may move once drawn (docs/performance.md, layout shift). Until the plan and
  // the session in progress are known, the training column is skeletons of the final size and the
  // other cards are laid out but not shown; then the column is drawn anew (the key), with the
  // session card above today's, and the other cards appear below it rather than being pushed.
  const ready = !plan.isPending && !active.isPending;
  // Drawn from the device's copy at start: the reads held meanwhile may go (dashboard/prefetch.ts).
  useEffect(() => {
    if (ready) releaseRequestsAfterPaint();
  }, [ready]);
  // The other cards and their reads wait for Today's first paint (docs/performance.md).
  const cardsMounted = useAfterFirstPaint();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <header>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {now.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' })}
        </p>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Today</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {greetingFor(now)}
          {firstName ? `, ${firstName}` : ''}. Let&apos;s get moving.
        </p>
      </header>
      <OnboardingPrompt userId={userId} />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <div key={ready ? 'ready' : 'loading'} className="flex flex-col gap-5">
          {ready && (
            <ActiveSessionCard userId={userId} resumePath={sessionPath} discardSession={discardWorkoutSession} />
          )}
          <TodayWorkoutCard
            isPending={!ready}
            error={plan.error}
            onRetry={plan.retry}
            program={plan.program}
            today={plan.today}
            activeWorkoutId={active.data?.workout_id ?? null}
          />
          <StartEmptyWorkoutButton className="w-full" />
          <WeekStrip plan={plan.week} isPending={!ready} />
        </div>
        {/* Mounted right after the first paint, so their reads run beside the plan's; shown once the column is drawn. */}
        <div className={ready ? 'flex flex-col gap-5' : 'hidden'}>
          {cardsMounted && (
            <>
              <ErrorBoundary fallback={null}>
                <Suspense fallback={nextSessionPlaceholder}>
                  <NextSessionCard userId={userId} />
                </Suspense>
              </ErrorBoundary>
              <ErrorBoundary fallback={null}>
                <Suspense fallback={null}>
                  <CheckInTodayCard userId={userId} />
                </Suspense>
              </ErrorBoundary>
              <ErrorBoundary fallback={null}>
                <Suspense fallback={null}>
                  <HabitsTodayCard userId={userId} now={now} />
                </Suspense>
              </ErrorBoundary>
              <ErrorBoundary fallback={null}>
                <Suspense fallback={bodyWeightPlaceholder}>
                  <BodyWeightCard userId={userId} now={now} />
                </Suspense>
              </ErrorBoundary>
              <ErrorBoundary fallback={null}>
                <Suspense fallback={null}>
                  <OnDemandTodayCard userId={userId} />
                </Suspense>
              </ErrorBoundary>
              <CoachCommentsCard userId={userId} />
              {showCycle && <CycleCard userId={userId} now={now} />}
              <MyNutritionGoalsCard userId={userId} />
              <ProgressPhotosCard userId={userId} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
