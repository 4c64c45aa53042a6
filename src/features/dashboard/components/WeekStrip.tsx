import { cn } from '@/lib/cn';
import { isSameDay, weekDays } from '../lib/week';

export function WeekStrip({ today }: { today: Date }) {
  return (
    <ol aria-label="This week" className="grid grid-cols-7 gap-1.5">
      {weekDays(today).map((day) => {
        const current = isSameDay(day, today);
        return (
          <li
            key={day.toISOString()}
            aria-current={current ? 'date' : undefined}
            className={cn(
              'flex flex-col items-center rounded-xl py-2 text-xs',
              current ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-600 dark:bg-slate-800/70 dark:text-slate-300',
            )}
          >
            <span className="font-medium">{day.toLocaleDateString(undefined, { weekday: 'short' })}</span>
            <span className="text-base font-bold">{day.getDate()}</span>
          </li>
        );
      })}
    </ol>
  );
}
