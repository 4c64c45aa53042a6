import { CalendarDays, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import type { WeekPlan } from '../lib/week-plan';
import { DashboardCard } from './DashboardCard';

function describe(day: WeekPlan['days'][number]): string {
  const date = new Date(`${day.key}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const state = day.trained ? 'trained' : day.scheduled ? 'workout scheduled' : 'no workout';
  return `${date}${day.isToday ? ' (today)' : ''}: ${state}`;
}

/** Monday to Sunday: a filled check where a workout was logged, a ring where one is planned. */
export function WeekStrip({ plan, isPending }: { plan: WeekPlan | null; isPending: boolean }) {
  const summary =
    plan && plan.plannedCount > 0
      ? `${plan.trainedCount} of ${plan.plannedCount} done`
      : plan
        ? `${plan.trainedCount} trained`
        : null;
  return (
    <DashboardCard
      title="This week"
      icon={<CalendarDays aria-hidden="true" className="size-4" />}
      action={summary && <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{summary}</span>}
    >
      {isPending || !plan ? (
        <WeekSkeleton />
      ) : (
        <>
          <ol aria-label="This week, Monday to Sunday" className="grid grid-cols-7 gap-1.5">
            {plan.days.map((day) => {
              const date = new Date(`${day.key}T12:00:00Z`);
              return (
                <li
                  key={day.key}
                  aria-current={day.isToday ? 'date' : undefined}
                  className={cn(
                    'flex flex-col items-center gap-1 rounded-xl py-2 text-xs',
                    day.isToday
                      ? 'bg-emerald-700 text-white ring-2 ring-emerald-500/40 ring-offset-2 ring-offset-white dark:ring-offset-slate-900'
                      : 'bg-slate-100 text-slate-600 dark:bg-slate-800/70 dark:text-slate-300',
                  )}
                >
                  <span className="sr-only">{describe(day)}</span>
                  <span aria-hidden="true" className="font-medium">
                    {date.toLocaleDateString(undefined, { weekday: 'narrow', timeZone: 'UTC' })}
                  </span>
                  <span aria-hidden="true" className="text-base font-bold">
                    {date.getUTCDate()}
                  </span>
                  <DayMarker trained={day.trained} scheduled={day.scheduled} today={day.isToday} />
                </li>
              );
            })}
          </ol>
          <div className="mt-3 flex items-center gap-4 text-xs text-slate-500 dark:text-slate-400">
            <span aria-hidden="true" className="flex items-center gap-1.5">
              <DayMarker trained scheduled={false} today={false} /> Trained
            </span>
            <span aria-hidden="true" className="flex items-center gap-1.5">
              <DayMarker trained={false} scheduled today={false} /> Scheduled
            </span>
            <Link
              to="/history"
              className="ml-auto inline-flex min-h-11 items-center text-sm font-semibold text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
            >
              History
            </Link>
          </div>
        </>
      )}
    </DashboardCard>
  );
}

/** Seven day tiles and the legend row at their final size, so the strip keeps its height. */
function WeekSkeleton() {
  return (
    <div role="status" aria-label="Loading this week" aria-busy="true" className="animate-pulse">
      <div className="grid grid-cols-7 gap-1.5">
        {Array.from({ length: 7 }, (_, day) => (
          <div key={day} className="h-[84px] rounded-xl bg-slate-100 dark:bg-slate-800/70" />
        ))}
      </div>
      <div className="mt-3 flex h-11 items-center">
        <div className="h-4 w-40 rounded-md bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}

function DayMarker({ trained, scheduled, today }: { trained: boolean; scheduled: boolean; today: boolean }) {
  if (trained) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          'grid size-5 place-items-center rounded-full',
          today ? 'bg-white text-emerald-700' : 'bg-emerald-600 text-white',
        )}
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'size-5 rounded-full border-2',
        scheduled ? (today ? 'border-white' : 'border-emerald-600 dark:border-emerald-400') : 'border-transparent',
      )}
    />
  );
}
