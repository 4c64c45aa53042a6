/**
 * Calendar dates in the user's time zone. "Today", "a log exists today" and "the weekday" are all
 * about the wall clock where the client trains, not UTC.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    });
    formatters.set(key, cached);
  }
  return cached;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface LocalDay {
  /** YYYY-MM-DD in the given time zone. */
  key: string;
  /** 0 = Sunday ... 6 = Saturday, like program_workouts.day_of_week. */
  weekday: number;
}

export function localDay(instant: Date | string, timeZone?: string): LocalDay {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  // The device's own zone needs no Intl formatter (building one is a few milliseconds of a cold
  // start on a slow phone): the Date's local fields are that wall clock.
  if (timeZone === undefined) {
    if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
    const month = String(date.getMonth() + 1).padStart(2, '0');
    const day = String(date.getDate()).padStart(2, '0');
    return { key: `${date.getFullYear()}-${month}-${day}`, weekday: date.getDay() };
  }
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return { key: `${parts.year}-${parts.month}-${parts.day}`, weekday: WEEKDAYS.indexOf(parts.weekday ?? '') };
}

/** Whole days from a to b (YYYY-MM-DD keys), positive when b is later. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(key: string, days: number): string {
  const date = new Date(`${key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The seven day keys of the week containing `key`, starting on Monday. */
export function mondayWeek(key: string): string[] {
  const weekday = new Date(`${key}T00:00:00Z`).getUTCDay();
  const monday = addDays(key, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}
