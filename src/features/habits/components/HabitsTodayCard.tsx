import { Check, Flame } from 'lucide-react';
import { LoadError } from '@/components/ui/LoadError';
import { cn } from '@/lib/cn';
import { currentStreak } from '@/lib/habits/habit-progress';
import { localDateOf } from '@/lib/local-date';
import { useOnline } from '@/lib/use-online';
import { addDays, startOfWeek } from '@/lib/zoned-time';
import { useHabits } from '../api/list-habits';
import { targetLabel, type Habit } from '../lib/habit';
import { useHabitTicksOnDevice } from '../api/use-habit-ticks-on-device';

function progressText(habit: Habit, days: readonly string[], today: string): string {
  const streak = currentStreak(habit, days, today);
  if (habit.frequency === 'weekly') {
    const monday = startOfWeek(today, 1);
    const thisWeek = days.filter((d) => d >= monday && d <= addDays(monday, 6)).length;
    const weeks = streak > 1 ? ` · ${streak} weeks in a row` : '';
    return `${thisWeek} of ${habit.days_per_week ?? 1} this week${weeks}`;
  }
  return streak > 1 ? `${streak} days in a row` : targetLabel(habit);
}

/**
 * Today's habits, as the coach assigned them: one tap ticks (or unticks) today, on the device first
 * and sent by the outbox, so it works with no signal. Hidden while the client has no habit.
 */
export function HabitsTodayCard({ userId, now }: { userId: string; now: Date }) {
  const today = localDateOf(now);
  const habits = useHabits(userId, true);
  const active = (habits.data ?? []).filter((h) => h.archived_at === null);
  const ticks = useHabitTicksOnDevice(userId, today, active.length > 0);
  const online = useOnline();
  if (habits.isPending || (!habits.error && active.length === 0)) return null;
  const doneToday = active.filter((h) => ticks.ticked.get(h.id)?.includes(today)).length;

  return (
    <section
      aria-label="Habits"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Habits</h2>
        {!habits.error && (
          <span className="text-sm tabular-nums text-slate-600 dark:text-slate-300">
            {doneToday} of {active.length} today
          </span>
        )}
      </div>
      {habits.error ? (
        <LoadError error={habits.error} what="your habits" onRetry={() => void habits.refetch()} />
      ) : (
        <ul className="flex flex-col gap-2">
          {active.map((habit) => {
            const days = ticks.ticked.get(habit.id) ?? [];
            const done = days.includes(today);
            const progress = progressText(habit, days, today);
            return (
              <li key={habit.id}>
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={done}
                  onClick={() => void ticks.toggle(habit.id, today, !done)}
                  className={cn(
                    'flex min-h-14 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left transition-colors',
                    done
                      ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950/40'
                      : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                      done ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-slate-300 dark:border-slate-600',
                    )}
                  >
                    {done && <Check className="size-4" strokeWidth={3} />}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium break-words text-slate-900 dark:text-white">{habit.title}</span>
                    <span className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
                      {progress.includes('in a row') && (
                        <Flame aria-hidden="true" className="size-3.5 text-orange-500" />
                      )}
                      {progress}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {ticks.waiting > 0 && !online && (
        <p role="status" className="text-xs text-slate-500 dark:text-slate-400">
          Saved on this phone; it will be sent when you are back online.
        </p>
      )}
    </section>
  );
}
