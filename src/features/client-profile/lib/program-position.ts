import { daysBetween, localDay } from '@/features/training';

/**
 * Where a client is in a program by the calendar: week N of its length from its start date (or
 * its creation), and how many workouts they logged since it began.
 */
export function programPosition(
  program: { start_date: string | null; created_at: string; duration_weeks: number | null },
  logs: { created_at: string }[],
  now: Date,
  timeZone?: string,
): { week: number; weekLabel: string; loggedSinceStart: number } {
  const start = program.start_date ?? localDay(program.created_at, timeZone).key;
  const today = localDay(now, timeZone).key;
  const elapsed = daysBetween(start, today);
  const week = elapsed < 0 ? 0 : Math.floor(elapsed / 7) + 1;
  const weekLabel =
    week === 0
      ? `Starts ${start}`
      : program.duration_weeks
        ? week > program.duration_weeks
          ? `Finished its ${program.duration_weeks} weeks`
          : `Week ${week} of ${program.duration_weeks}`
        : `Week ${week}`;
  const loggedSinceStart = logs.filter((log) => localDay(log.created_at, timeZone).key >= start).length;
  return { week, weekLabel, loggedSinceStart };
}
