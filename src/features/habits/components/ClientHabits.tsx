import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useAuthStore } from '@/features/auth';
import { toUserMessage } from '@/lib/errors';
import { currentStreak, habitWindow } from '@/lib/habits/habit-progress';
import { localDateOf } from '@/lib/local-date';
import { addDays } from '@/lib/zoned-time';
import { TICK_DAYS, useHabitTicks } from '../api/list-habit-ticks';
import { useHabits } from '../api/list-habits';
import { useHabitEdits } from '../api/save-habit';
import { HABIT_PRESETS, targetLabel, type Habit } from '../lib/habit';
import { emptyHabitForm, formOf } from '../lib/habit-draft';
import { HabitEditor } from './HabitEditor';

function HabitStats({ habit, days, today }: { habit: Habit; days: readonly string[]; today: string }) {
  const window = habitWindow(habit, days, today);
  const streak = currentStreak(habit, days, today);
  const unit = habit.frequency === 'daily' ? 'day' : 'week';
  return (
    <span className="text-xs text-slate-600 dark:text-slate-300">
      {targetLabel(habit)}
      {window.expected > 0 && ` · ${window.done} of ${window.expected} in the last 7 days`}
      {` · streak ${streak} ${streak === 1 ? unit : `${unit}s`}`}
    </span>
  );
}

/**
 * The client's habits on their profile: presets in one tap, a custom habit, editing and archiving
 * (the client stops seeing it; its ticks stay for the record), with each habit's last 7 days.
 */
export function ClientHabits({ clientId, now }: { clientId: string; now: Date }) {
  const coachId = useAuthStore((state) => state.user?.id ?? '');
  const today = localDateOf(now);
  const habits = useHabits(clientId);
  const ticks = useHabitTicks(clientId, addDays(today, -TICK_DAYS));
  const { save, archive } = useHabitEdits(clientId, coachId);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showArchived, setShowArchived] = useState(false);

  const all = habits.data ?? [];
  const active = all.filter((h) => h.archived_at === null);
  const archived = all.filter((h) => h.archived_at !== null);
  const daysOf = (habitId: string) => (ticks.data ?? []).filter((t) => t.habit_id === habitId).map((t) => t.tick_date);
  const presets = HABIT_PRESETS.filter((p) => !active.some((h) => h.title === p.title));
  const run = (promise: Promise<unknown>) =>
    promise.then(
      () => setError(null),
      (failure: unknown) => setError(toUserMessage(failure, 'That did not save. Try again.')),
    );

  return (
    <section
      aria-label="Habits"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Habits</h2>
      {habits.isPending ? (
        <Spinner label="Loading habits" />
      ) : habits.error ? (
        <LoadError error={habits.error} what="the habits" onRetry={() => void habits.refetch()} />
      ) : (
        <>
          {active.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-300">No habits yet. The client ticks them on Today.</p>
          )}
          <ul className="flex flex-col gap-2">
            {active.map((habit) =>
              editing === habit.id ? (
                <li key={habit.id}>
                  <HabitEditor
                    initial={formOf(habit)}
                    submitLabel="Save habit"
                    onCancel={() => setEditing(null)}
                    onSave={async (draft) => {
                      await save.mutateAsync({ id: habit.id, draft });
                      setEditing(null);
                    }}
                  />
                </li>
              ) : (
                <li
                  key={habit.id}
                  className="flex items-center gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium break-words text-slate-900 dark:text-white">{habit.title}</span>
                    <HabitStats habit={habit} days={daysOf(habit.id)} today={today} />
                  </span>
                  <Button variant="ghost" aria-label={`Edit ${habit.title}`} onClick={() => setEditing(habit.id)}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Archive ${habit.title}`}
                    onClick={() => void run(archive.mutateAsync({ id: habit.id, archived: true }))}
                  >
                    Archive
                  </Button>
                </li>
              ),
            )}
          </ul>
          {editing === 'new' ? (
            <HabitEditor
              initial={emptyHabitForm}
              submitLabel="Assign habit"
              onCancel={() => setEditing(null)}
              onSave={async (draft) => {
                await save.mutateAsync({ id: null, draft });
                setEditing(null);
              }}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              {presets.map((preset) => (
                <Button
                  key={preset.title}
                  variant="secondary"
                  disabled={save.isPending}
                  onClick={() => void run(save.mutateAsync({ id: null, draft: { ...preset, notes: null } }))}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {preset.title}
                </Button>
              ))}
              <Button variant="secondary" onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" className="size-4" />
                Custom habit
              </Button>
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          {archived.length > 0 && (
            <div className="flex flex-col gap-2">
              <button
                type="button"
                className="self-start text-sm font-medium text-slate-600 underline dark:text-slate-300"
                aria-expanded={showArchived}
                onClick={() => setShowArchived(!showArchived)}
              >
                Archived ({archived.length})
              </button>
              {showArchived && (
                <ul className="flex flex-col gap-1">
                  {archived.map((habit) => (
                    <li
                      key={habit.id}
                      className="flex items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-300"
                    >
                      <span className="break-words">{habit.title}</span>
                      <Button
                        variant="ghost"
                        aria-label={`Restore ${habit.title}`}
                        onClick={() => void run(archive.mutateAsync({ id: habit.id, archived: false }))}
                      >
                        Restore
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
