import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '@/components/ui/IconButton';
import { cn } from '@/lib/cn';
import { monthGrid } from '../lib/history-model';
import { plural } from '@/lib/plural';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const monthTitle = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
const dayLabel = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

/** A month with the days trained marked; a day with workouts is a button that shows them. */
export function HistoryCalendar({
  year,
  month,
  counts,
  selected,
  today,
  onSelect,
  onMonth,
}: {
  year: number;
  month: number;
  counts: Map<string, number>;
  selected: string | null;
  today: string;
  onSelect: (day: string) => void;
  onMonth: (step: -1 | 1) => void;
}) {
  const weeks = monthGrid(year, month);
  const trained = weeks.flat().filter((day) => day && counts.has(day)).length;
  return (
    <section
      aria-label="Calendar"
      className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-2 flex items-center justify-between">
        <IconButton label="Previous month" onClick={() => onMonth(-1)}>
          <ChevronLeft className="size-5" />
        </IconButton>
        <div className="text-center">
          <h2 className="font-semibold text-slate-900 dark:text-white" aria-live="polite">
            {monthTitle.format(new Date(year, month, 1))}
          </h2>
          <p className="text-xs text-slate-500 dark:text-slate-400">{plural(trained, 'day')} trained</p>
        </div>
        <IconButton label="Next month" onClick={() => onMonth(1)}>
          <ChevronRight className="size-5" />
        </IconButton>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="pb-1 text-xs font-medium text-slate-500 dark:text-slate-400">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />;
                const count = counts.get(day) ?? 0;
                const label = dayLabel.format(new Date(`${day}T12:00:00`));
                const number = Number(day.slice(8));
                return (
                  <td key={day} className="p-0.5">
                    {count > 0 ? (
                      <button
                        type="button"
                        aria-pressed={selected === day}
                        aria-label={`${label}: ${plural(count, 'workout')}`}
                        onClick={() => onSelect(day)}
                        className={cn(
                          'mx-auto flex size-10 flex-col items-center justify-center rounded-full font-semibold focus-visible:outline-2 focus-visible:outline-emerald-500',
                          selected === day
                            ? 'bg-emerald-700 text-white'
                            : 'bg-emerald-100 text-emerald-900 hover:bg-emerald-200 dark:bg-emerald-500/20 dark:text-emerald-200',
                        )}
                      >
                        {number}
                      </button>
                    ) : (
                      <span
                        className={cn(
                          'mx-auto flex size-10 items-center justify-center rounded-full text-slate-600 dark:text-slate-400',
                          day === today && 'ring-1 ring-slate-400',
                        )}
                      >
                        {number}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
