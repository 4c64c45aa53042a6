import { cn } from '@/lib/cn';
import type { ProgramEntry } from '../api/get-program';
import { unscheduled, weeklySchedule } from '../lib/program-schedule';
import { ScheduleWorkoutLink, type EntryMarker } from './ScheduleWorkoutLink';

/** A weekly program, Monday to Sunday; today is highlighted and empty days read "Rest day". */
export function WeeklySchedule({
  entries,
  todayWeekday,
  markerFor,
}: {
  entries: ProgramEntry[];
  todayWeekday: number;
  markerFor: (entry: ProgramEntry) => EntryMarker;
}) {
  const days = weeklySchedule(entries);
  const loose = unscheduled(entries);
  return (
    <ol aria-label="Weekly schedule" className="flex flex-col gap-2">
      {days.map((day) => {
        const isToday = day.weekday === todayWeekday;
        return (
          <li
            key={day.weekday}
            className="grid grid-cols-[4rem_minmax(0,1fr)] items-start gap-3"
            aria-current={isToday ? 'date' : undefined}
          >
            <span
              className={cn(
                'pt-2.5 text-sm font-semibold',
                isToday ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400',
              )}
            >
              {day.name.slice(0, 3)}
              {isToday && <span className="block text-xs font-medium">Today</span>}
            </span>
            <div className="flex flex-col gap-2">
              {day.entries.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 px-3 py-2.5 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
                  Rest day
                </p>
              ) : (
                day.entries.map((entry) => (
                  <ScheduleWorkoutLink key={entry.id} entry={entry} marker={isToday ? markerFor(entry) : null} />
                ))
              )}
            </div>
          </li>
        );
      })}
      {loose.length > 0 && (
        <li className="grid grid-cols-[4rem_minmax(0,1fr)] items-start gap-3">
          <span className="pt-2.5 text-sm font-semibold text-slate-500 dark:text-slate-400">Any day</span>
          <div className="flex flex-col gap-2">
            {loose.map((entry) => (
              <ScheduleWorkoutLink key={entry.id} entry={entry} />
            ))}
          </div>
        </li>
      )}
    </ol>
  );
}
