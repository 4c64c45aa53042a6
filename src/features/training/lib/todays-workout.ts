import { localDay } from './local-date';

export interface ScheduledWorkout {
  workout_id: string;
  /** Rotation order for flexible schedules. */
  position: number;
  /** 0 = Sunday ... 6 = Saturday, for weekly schedules. */
  day_of_week: number | null;
}

export interface ProgramSchedule {
  flex_schedule: boolean;
  starting_workout_index: number;
  program_workouts: ScheduledWorkout[];
  /** The day the program starts (YYYY-MM-DD); without it, the day it was made. */
  start_date?: string | null;
  created_at?: string;
}

/**
 * The first day of a program (YYYY-MM-DD in the client's time zone): its start date, else the day
 * it was created, else null (no known start: every day counts). Days before it are not part of
 * the program: nothing is scheduled, so nothing can be missed, on them.
 */
export function programStartKey(
  program: Pick<ProgramSchedule, 'start_date' | 'created_at'>,
  timeZone?: string,
): string | null {
  if (program.start_date) return program.start_date.slice(0, 10);
  return program.created_at ? localDay(program.created_at, timeZone).key : null;
}

export interface LoggedWorkout {
  workout_id: string | null;
  created_at: string;
}

export type TodaysWorkout =
  { kind: 'workout'; workoutId: string; status: 'scheduled' | 'completed' } | { kind: 'rest' };

/**
 * Which workout is today's.
 * - Flexible schedule: the workout after the most recently logged one in rotation order, wrapping;
 *   with no logs, the starting index (or 0). If the most recent log is from today, that workout
 *   is today's and it is completed (the card keeps showing what was just done).
 * - Weekly schedule: the workout whose day_of_week is today's weekday; none means a rest day.
 * The badge is Completed when any log exists today, otherwise Scheduled.
 * `logs` may be in any order; `timeZone` is the client's (default: the runtime's).
 */
export function todaysWorkout(
  program: ProgramSchedule,
  logs: LoggedWorkout[],
  now: Date,
  timeZone?: string,
): TodaysWorkout {
  const today = localDay(now, timeZone);
  const loggedToday = logs.some((log) => localDay(log.created_at, timeZone).key === today.key);
  const status = loggedToday ? 'completed' : 'scheduled';
  const rotation = [...program.program_workouts].sort((a, b) => a.position - b.position);
  if (rotation.length === 0) return { kind: 'rest' };

  if (!program.flex_schedule) {
    const match = rotation.find((entry) => entry.day_of_week === today.weekday);
    return match ? { kind: 'workout', workoutId: match.workout_id, status } : { kind: 'rest' };
  }

  const inRotation = new Set(rotation.map((entry) => entry.workout_id));
  const latest = [...logs]
    .filter((log) => log.workout_id !== null && inRotation.has(log.workout_id))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];

  if (!latest?.workout_id) {
    const start = Number.isInteger(program.starting_workout_index) ? program.starting_workout_index : 0;
    const entry = rotation[start >= 0 && start < rotation.length ? start : 0]!;
    return { kind: 'workout', workoutId: entry.workout_id, status };
  }
  if (localDay(latest.created_at, timeZone).key === today.key) {
    return { kind: 'workout', workoutId: latest.workout_id, status: 'completed' };
  }
  const index = rotation.findIndex((entry) => entry.workout_id === latest.workout_id);
  const next = rotation[(index + 1) % rotation.length]!;
  return { kind: 'workout', workoutId: next.workout_id, status };
}
