import { BedDouble, Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ActiveProgram } from '@/features/training';
import { linkButton } from './DashboardCard';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The next weekly training day after today, e.g. "Wednesday: Lower Body". */
function nextTrainingDay(program: ActiveProgram, todayWeekday: number): string | null {
  if (program.flex_schedule) return null;
  for (let offset = 1; offset <= 7; offset += 1) {
    const weekday = (todayWeekday + offset) % 7;
    const entry = program.program_workouts.find((item) => item.day_of_week === weekday && item.workout);
    if (entry?.workout) return `${offset === 1 ? 'Tomorrow' : WEEKDAY_NAMES[weekday]}: ${entry.workout.name}`;
  }
  return null;
}

export function RestDayState({ program, now = new Date() }: { program: ActiveProgram; now?: Date }) {
  const next = nextTrainingDay(program, now.getDay());
  return (
    <div className="flex items-start gap-4">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
        <BedDouble aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h3 className="text-2xl font-bold text-slate-900 dark:text-white">Rest Day</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Recovery is part of the plan. A walk or some mobility work is plenty today.
        </p>
        {next && <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-200">Next up · {next}</p>}
      </div>
    </div>
  );
}

export function NoProgramState() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
          <Compass aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 className="text-xl font-bold text-slate-900 dark:text-white">No program yet</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Your coach hasn&apos;t assigned a program. Send them a message to get one started, or pick a workout and
            train today.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/inbox" className={`${linkButton.primary} flex-1 sm:flex-none`}>
          Message your coach
        </Link>
        <Link to="/workouts" className={`${linkButton.secondary} flex-1 sm:flex-none`}>
          Browse workouts
        </Link>
        <Link to="/library/exercises" className={`${linkButton.secondary} flex-1 sm:flex-none`}>
          Exercise library
        </Link>
      </div>
    </div>
  );
}
