import {
  localDay,
  mondayWeek,
  programStartKey,
  type LoggedWorkout,
  type ProgramSchedule,
  type TodaysWorkout,
} from '@/features/training';

export interface WeekDay {
  key: string;
  trained: boolean;
  scheduled: boolean;
  isToday: boolean;
}

export interface WeekPlan {
  days: WeekDay[];
  /** Days in the week with at least one log. */
  trainedCount: number;
  /** Workouts planned this week: scheduled weekly days, or the rotation length when flexible. */
  plannedCount: number;
}

/**
 * The Monday-start week around today: which days have a log, which have a workout planned, and
 * how many workouts the week holds. A flexible program has no fixed days, so only today is marked
 * as scheduled (while today's workout is still to do); its planned count is one pass of the rotation.
 * Days before the program's start are not part of it: not scheduled, so never missed (a program
 * assigned on a Friday plans Friday to Sunday of that week, and a flexible one at most one workout
 * per day left).
 */
export function weekPlan(
  program: ProgramSchedule | null,
  logs: LoggedWorkout[],
  today: TodaysWorkout | null,
  now: Date,
  timeZone?: string,
): WeekPlan {
  const todayKey = localDay(now, timeZone).key;
  const trainedKeys = new Set(logs.map((log) => localDay(log.created_at, timeZone).key));
  const weeklyDays = new Set(
    program && !program.flex_schedule
      ? program.program_workouts.map((entry) => entry.day_of_week).filter((day): day is number => day !== null)
      : [],
  );
  const startKey = program ? programStartKey(program, timeZone) : null;
  const inProgram = (key: string) => startKey === null || key >= startKey;
  const days = mondayWeek(todayKey).map((key) => {
    const weekday = new Date(`${key}T00:00:00Z`).getUTCDay();
    const isToday = key === todayKey;
    const scheduled =
      inProgram(key) &&
      (program?.flex_schedule
        ? isToday && today?.kind === 'workout' && today.status === 'scheduled'
        : weeklyDays.has(weekday));
    return { key, trained: trainedKeys.has(key), scheduled, isToday };
  });
  const plannedCount = !program
    ? 0
    : program.flex_schedule
      ? Math.min(program.program_workouts.length, days.filter((day) => inProgram(day.key)).length)
      : days.filter((day) => day.scheduled).length;
  return { days, trainedCount: days.filter((day) => day.trained).length, plannedCount };
}

/** Local midnight at the start of a YYYY-MM-DD key (runtime time zone). */
export function startOfDay(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}
