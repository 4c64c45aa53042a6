import type { LocalDate } from '@/lib/zoned-time';
import { clockText, dayProblem, parseClock } from './weekly-hours';

/** One range of a date override: minutes since local midnight in the studio's zone (end may be 1440). */
export interface DayRange {
  start: number;
  end: number;
}

/** A trainer's override of one local date: other hours, or none at all (`ranges` empty = unavailable all day). */
export interface DateOverride {
  date: LocalDate;
  ranges: DayRange[];
}

export interface OverrideDraft {
  date: LocalDate;
  unavailable: boolean;
  ranges: DayRange[];
}

export interface OverrideProblems {
  date?: string;
  ranges?: string;
}

/** The stored rows (one per range; a row with no times is a day off) grouped by date, soonest first. */
export function overridesOfRows(
  rows: ReadonlyArray<{ on_date: string; start_time: string | null; end_time: string | null }>,
): DateOverride[] {
  const byDate = new Map<LocalDate, DayRange[]>();
  for (const row of rows) {
    const ranges = byDate.get(row.on_date) ?? [];
    if (row.start_time && row.end_time) {
      ranges.push({
        start: parseClock(row.start_time.slice(0, 5)) ?? 0,
        end: parseClock(row.end_time.slice(0, 5), true) ?? 1440,
      });
    }
    byDate.set(row.on_date, ranges);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, ranges]) => ({ date, ranges: ranges.sort((a, b) => a.start - b.start) }));
}

/** What is wrong with a draft, field by field (empty when it can be saved). The database checks the same. */
export function overrideProblems(draft: OverrideDraft, today: LocalDate): OverrideProblems {
  const problems: OverrideProblems = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) problems.date = 'Choose a date.';
  else if (draft.date < today) problems.date = 'Choose today or a later date.';
  if (!draft.unavailable) {
    if (draft.ranges.length === 0) problems.ranges = 'Add the hours, or choose "Unavailable all day".';
    else {
      const problem = dayProblem(draft.ranges.map((range) => ({ weekday: 0, ...range })));
      if (problem) problems.ranges = problem;
    }
  }
  return problems;
}

/** What set_trainer_date_override takes: [] = unavailable all day. */
export const rangesForOverride = (draft: Pick<OverrideDraft, 'unavailable' | 'ranges'>) =>
  draft.unavailable
    ? []
    : [...draft.ranges]
        .sort((a, b) => a.start - b.start)
        .map((range) => ({ start: clockText(range.start), end: clockText(range.end) }));

/** "Unavailable all day" or "10:00–14:00, 15:00–17:00". */
export const describeRanges = (ranges: readonly DayRange[]) =>
  ranges.length === 0
    ? 'Unavailable all day'
    : ranges.map((range) => `${clockText(range.start)}–${clockText(range.end)}`).join(', ');

/** "Wed 2 Dec 2026" for a local date (the date itself, whatever the browser's zone). */
export function describeDate(date: LocalDate, locale?: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(Date.UTC(year!, month! - 1, day!));
}

/** A new range after the last one (an hour long), or 09:00–17:00 on an empty day. */
export function nextDayRange(ranges: readonly DayRange[]): DayRange {
  const last = [...ranges].sort((a, b) => b.end - a.end)[0];
  if (!last) return { start: 9 * 60, end: 17 * 60 };
  const start = Math.min(last.end + 60, 23 * 60);
  return { start, end: Math.min(start + 60, 1440) };
}
