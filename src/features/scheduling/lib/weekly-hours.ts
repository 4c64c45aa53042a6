/** One range of a trainer's weekly hours, local wall-clock times in the studio's zone. */
export interface HoursRange {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since midnight; `end` may be 1440 (midnight at the end of the day). */
  start: number;
  end: number;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekdays in the studio's order (a week that starts on Monday: 1 … 6, 0). */
export const orderedWeekdays = (weekStart: number) => Array.from({ length: 7 }, (_, index) => (weekStart + index) % 7);

/** "09:00" (and "24:00" for the end of the day). */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "09:00" or "9:00" → 540; anything else → null. "24:00" only where an end is allowed. */
export function parseClock(text: string, allowEndOfDay = false): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59) return null;
  if (hours === 24 && minutes === 0 && allowEndOfDay) return 1440;
  return hours <= 23 ? hours * 60 + minutes : null;
}

/** The stored rows (`start_time` "09:00:00") as ranges, by weekday then start. */
export function rangesOfRows(
  rows: ReadonlyArray<{ weekday: number; start_time: string; end_time: string }>,
): HoursRange[] {
  return rows
    .map((row) => ({
      weekday: row.weekday,
      start: parseClock(row.start_time.slice(0, 5)) ?? 0,
      end: parseClock(row.end_time.slice(0, 5), true) ?? 1440,
    }))
    .sort((a, b) => a.weekday - b.weekday || a.start - b.start);
}

/** What set_trainer_hours takes. */
export const rangesForSaving = (ranges: readonly HoursRange[]) =>
  ranges.map((range) => ({ weekday: range.weekday, start: clockText(range.start), end: clockText(range.end) }));

/**
 * What is wrong with one day's ranges, in words, or null. The database checks the same; this says
 * it beside the day before anything is sent.
 */
export function dayProblem(ranges: readonly HoursRange[]): string | null {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  for (const range of sorted) {
    if (range.end <= range.start) return `${clockText(range.start)} to ${clockText(range.end)} ends before it starts.`;
  }
  for (let index = 1; index < sorted.length; index += 1) {
    const [previous, current] = [sorted[index - 1]!, sorted[index]!];
    if (current.start < previous.end) {
      return `${clockText(previous.start)}–${clockText(previous.end)} and ${clockText(current.start)}–${clockText(current.end)} overlap.`;
    }
  }
  return sorted.length > 10 ? 'At most 10 ranges a day.' : null;
}

/** A new range for a day: after its last one (an hour long), or 09:00–17:00 on an empty day. */
export function nextRange(ranges: readonly HoursRange[], weekday: number): HoursRange {
  const last = ranges.filter((range) => range.weekday === weekday).sort((a, b) => b.end - a.end)[0];
  if (!last) return { weekday, start: 9 * 60, end: 17 * 60 };
  const start = Math.min(last.end + 60, 23 * 60);
  return { weekday, start, end: Math.min(start + 60, 1440) };
}

/** Every other weekday gets this day's ranges (Mon–Fri the same is the usual week). */
export function copyDayTo(ranges: readonly HoursRange[], from: number, to: readonly number[]): HoursRange[] {
  const source = ranges.filter((range) => range.weekday === from);
  return [
    ...ranges.filter((range) => !to.includes(range.weekday) || range.weekday === from),
    ...to.filter((day) => day !== from).flatMap((day) => source.map((range) => ({ ...range, weekday: day }))),
  ].sort((a, b) => a.weekday - b.weekday || a.start - b.start);
}

/** "38 h a week" */
export function weeklyTotalHours(ranges: readonly HoursRange[]): number {
  return ranges.reduce((sum, range) => sum + Math.max(0, range.end - range.start), 0) / 60;
}
