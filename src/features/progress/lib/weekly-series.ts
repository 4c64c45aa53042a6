import { addDays, isWorkingSet, localDay, mondayWeek } from '@/features/training';

export interface WeekPoint {
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  /** "Mar 3": the Monday, for an axis. */
  label: string;
  value: number;
}

const labelFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const weekLabel = (mondayKey: string) => labelFormat.format(new Date(`${mondayKey}T00:00:00Z`));

/** The Mondays of the last `count` weeks, oldest first, ending with the week containing `now`. */
export function recentWeeks(now: Date, count: number, timeZone?: string): string[] {
  const thisMonday = mondayWeek(localDay(now, timeZone).key)[0]!;
  return Array.from({ length: count }, (_, index) => addDays(thisMonday, -7 * (count - 1 - index)));
}

/** The Monday of the week an instant falls in, in the person's time zone. */
export function weekOf(instant: string, timeZone?: string): string {
  return mondayWeek(localDay(instant, timeZone).key)[0]!;
}

function bucket<T>(
  items: readonly T[],
  weeks: readonly string[],
  instantOf: (item: T) => string,
  amountOf: (item: T) => number,
  timeZone?: string,
): WeekPoint[] {
  const totals = new Map(weeks.map((week) => [week, 0]));
  for (const item of items) {
    const week = weekOf(instantOf(item), timeZone);
    const total = totals.get(week);
    if (total !== undefined) totals.set(week, total + amountOf(item));
  }
  return weeks.map((week) => ({ week, label: weekLabel(week), value: Math.round((totals.get(week) ?? 0) * 10) / 10 }));
}

export interface VolumeSet {
  exercise_id: string;
  reps: number | null;
  weight: number | null;
  completed: boolean;
  is_warmup: boolean;
  performed_at: string;
}

const isWorking = (set: VolumeSet) =>
  isWorkingSet({
    exerciseId: set.exercise_id,
    reps: set.reps,
    weight: set.weight,
    completed: set.completed,
    isWarmup: set.is_warmup,
  });

/** Volume load (reps × kg of completed working sets) per Monday-start week; weeks without training are 0. */
export function weeklyVolume(sets: readonly VolumeSet[], now: Date, weeks: number, timeZone?: string): WeekPoint[] {
  return bucket(
    sets.filter(isWorking),
    recentWeeks(now, weeks, timeZone),
    (set) => set.performed_at,
    (set) => (set.reps ?? 0) * (set.weight ?? 0),
    timeZone,
  );
}

/** Finished workouts per Monday-start week. */
export function weeklySessions(
  logs: readonly { created_at: string }[],
  now: Date,
  weeks: number,
  timeZone?: string,
): WeekPoint[] {
  return bucket(
    logs,
    recentWeeks(now, weeks, timeZone),
    (log) => log.created_at,
    () => 1,
    timeZone,
  );
}

/**
 * Drops the empty weeks before someone's first session (a new client's chart would otherwise be
 * mostly blank), keeping at least `minWeeks` so a short history still reads as weeks.
 */
export function fromFirstActiveWeek(points: readonly WeekPoint[], minWeeks: number): WeekPoint[] {
  const first = points.findIndex((point) => point.value > 0);
  const start = first === -1 ? points.length - minWeeks : Math.min(first, points.length - minWeeks);
  return points.slice(Math.max(0, start));
}

/** Round axis bounds (multiples of `step`) a little beyond the data, for a line that does not hug the edges. */
export function niceDomain(values: readonly number[], step = 5): [number, number] {
  if (values.length === 0) return [0, step];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = Math.max((max - min) * 0.15, step / 2);
  return [Math.max(0, Math.floor((min - pad) / step) * step), Math.ceil((max + pad) / step) * step];
}
