// Wall-clock time in a named IANA time zone (the studio's), with the browser's own Intl data and no
// date library. A calendar date is a plain `YYYY-MM-DD` string; an instant is epoch milliseconds.
// The schedule is drawn in the studio's zone whatever the device's zone is, and a day is from its
// local midnight to the next (23 or 25 hours across a daylight-saving change).

/** A calendar date, `YYYY-MM-DD`. */
export type LocalDate = string;

export interface WallTime {
  date: LocalDate;
  /** Minutes since local midnight, 0-1439. */
  minutes: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function fieldsAt(instant: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at an instant, in minutes (Europe/London in summer: 60). */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  const f = fieldsAt(instant, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return Math.round((asUtc - whole) / 60_000);
}

/** The local date and time of an instant in the zone. */
export function wallTimeOf(instant: number, timeZone: string): WallTime {
  const f = fieldsAt(instant, timeZone);
  return { date: `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`, minutes: f.hour * 60 + f.minute };
}

function parseDate(date: LocalDate): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return { year, month, day };
}

/**
 * The instant a local date and time names in the zone. A time that does not exist (the hour skipped
 * when clocks go forward) resolves to the same distance past the change (01:30 becomes 02:30); a time
 * that exists twice (clocks going back) is the first of the two, as Temporal's 'compatible' choice does.
 */
export function instantOf(date: LocalDate, minutes: number, timeZone: string): number {
  const { year, month, day } = parseDate(date);
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // The zone's offsets a day either side: the same unless a change falls in between (changes are
  // months apart, so there are at most two).
  const offsetBefore = offsetMinutesAt(asUtc - DAY_MS, timeZone);
  const offsetAfter = offsetMinutesAt(asUtc + DAY_MS, timeZone);
  const candidates = [asUtc - offsetBefore * 60_000, asUtc - offsetAfter * 60_000]
    .filter((instant) => sameWallTime(instant, date, minutes, timeZone))
    .sort((a, b) => a - b);
  // None: the time was skipped; read it with the offset from before the change.
  return candidates[0] ?? asUtc - offsetBefore * 60_000;
}

function sameWallTime(instant: number, date: LocalDate, minutes: number, timeZone: string): boolean {
  const wall = wallTimeOf(instant, timeZone);
  return wall.date === date && wall.minutes === minutes;
}

/** Whether a local time exists on that date (false in the hour skipped when clocks go forward). */
export function wallTimeExists(date: LocalDate, minutes: number, timeZone: string): boolean {
  return sameWallTime(instantOf(date, minutes, timeZone), date, minutes, timeZone);
}

/** A date `days` after (or before) another, by the calendar. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const { year, month, day } = parseDate(date);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: LocalDate): number {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The first day of the week holding `date`, for a week that starts on `weekStart` (0 Sunday, 1 Monday). */
export function startOfWeek(date: LocalDate, weekStart: number): LocalDate {
  return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

/** A local day as instants: from its midnight to the next day's (23 or 25 hours on a change). */
export function dayRange(date: LocalDate, timeZone: string): { start: number; end: number } {
  return { start: instantOf(date, 0, timeZone), end: instantOf(addDays(date, 1), 0, timeZone) };
}

/** The local date today in the zone. */
export function todayIn(timeZone: string, now = Date.now()): LocalDate {
  return wallTimeOf(now, timeZone).date;
}
