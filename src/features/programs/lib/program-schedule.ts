import {
  localDay,
  mondayWeek,
  programStartKey,
  todaysWorkout,
  type LoggedWorkout,
  type ProgramSchedule,
  type TodaysWorkout,
} from '@/features/training';

/** Monday first (spec: the week starts on Monday); values are day_of_week (0 = Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface ScheduleEntry {
  workout_id: string;
  position: number;
  day_of_week: number | null;
}

export interface ScheduleDay<T extends ScheduleEntry> {
  weekday: number;
  name: string;
  entries: T[];
}

/** A weekly program laid out Monday to Sunday; a day without workouts is a rest day. */
export function weeklySchedule<T extends ScheduleEntry>(entries: readonly T[]): ScheduleDay<T>[] {
  const ordered = [...entries].sort((a, b) => a.position - b.position);
  return WEEK_ORDER.map((weekday) => ({
    weekday,
    name: WEEKDAY_NAMES[weekday],
    entries: ordered.filter((entry) => entry.day_of_week === weekday),
  }));
}

/** Entries of a weekly program with no day set (shown apart, so nothing silently disappears). */
export function unscheduled<T extends ScheduleEntry>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.day_of_week === null || entry.day_of_week < 0 || entry.day_of_week > 6);
}

/** The next scheduled workout after today in a weekly program (up to a week ahead), with its distance in days. */
export function nextWeeklyWorkout<T extends ScheduleEntry>(
  entries: readonly T[],
  todayWeekday: number,
): { entry: T; inDays: number } | null {
  const ordered = [...entries].sort((a, b) => a.position - b.position);
  for (let inDays = 1; inDays <= 7; inDays += 1) {
    const weekday = (todayWeekday + inDays) % 7;
    const entry = ordered.find((candidate) => candidate.day_of_week === weekday);
    if (entry) return { entry, inDays };
  }
  return null;
}

export interface WeekProgress {
  /** Logged sessions of this program's workouts in the current Monday-to-Sunday week. */
  done: number;
  /**
   * Sessions planned this week: scheduled days of a weekly program from its start on (a program
   * assigned on a Friday plans nothing for that Monday or Thursday), null for a flexible one.
   */
  planned: number | null;
  /** Local day keys (YYYY-MM-DD) trained this week. */
  trainedDays: string[];
}

export function weekProgress(
  program: Pick<ProgramSchedule, 'flex_schedule' | 'start_date' | 'created_at'> & {
    program_workouts: readonly ScheduleEntry[];
  },
  logs: readonly LoggedWorkout[],
  now: Date,
  timeZone?: string,
): WeekProgress {
  const days = mondayWeek(localDay(now, timeZone).key);
  const week = new Set(days);
  const startKey = programStartKey(program, timeZone);
  // day_of_week of each day of this week that is part of the program (on or after its start).
  const liveWeekdays = new Set(
    days.filter((key) => startKey === null || key >= startKey).map((key) => new Date(`${key}T00:00:00Z`).getUTCDay()),
  );
  const inProgram = new Set(program.program_workouts.map((entry) => entry.workout_id));
  const thisWeek = logs.filter(
    (log) =>
      log.workout_id !== null && inProgram.has(log.workout_id) && week.has(localDay(log.created_at, timeZone).key),
  );
  const trainedDays = [...new Set(thisWeek.map((log) => localDay(log.created_at, timeZone).key))].sort();
  const planned = program.flex_schedule
    ? null
    : program.program_workouts.filter((entry) => entry.day_of_week !== null && liveWeekdays.has(entry.day_of_week))
        .length;
  return { done: thisWeek.length, planned, trainedDays };
}

export interface ProgramPosition {
  today: TodaysWorkout;
  /** What comes after today: the next rotation workout, or the next scheduled weekday. */
  next: { workoutId: string; inDays: number | null } | null;
  todayWeekday: number;
  progress: WeekProgress;
}

/** Where the client is in a program: today's workout (spec rules), what follows it, and this week's sessions. */
export function programPosition(
  program: ProgramSchedule & { program_workouts: readonly ScheduleEntry[] },
  logs: readonly LoggedWorkout[],
  now: Date,
  timeZone?: string,
): ProgramPosition {
  const today = todaysWorkout(program, [...logs], now, timeZone);
  const todayWeekday = localDay(now, timeZone).weekday;
  const progress = weekProgress(program, logs, now, timeZone);
  let next: ProgramPosition['next'] = null;
  if (program.flex_schedule) {
    if (today.kind === 'workout' && today.status === 'completed') {
      const rotation = [...program.program_workouts].sort((a, b) => a.position - b.position);
      const index = rotation.findIndex((entry) => entry.workout_id === today.workoutId);
      const following = rotation[(index + 1) % rotation.length];
      if (following) next = { workoutId: following.workout_id, inDays: null };
    }
  } else if (today.kind === 'rest' || today.status === 'completed') {
    const upcoming = nextWeeklyWorkout(program.program_workouts, todayWeekday);
    if (upcoming) next = { workoutId: upcoming.entry.workout_id, inDays: upcoming.inDays };
  }
  return { today, next, todayWeekday, progress };
}
