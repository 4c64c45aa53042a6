import { personName, type NameParts } from '@/lib/person-name';
import { wallTimeOf, type LocalDate } from '@/lib/zoned-time';

/** "Europe/London" as people write it ("America/New York"). */
export const zoneLabel = (timeZone: string) => timeZone.replace(/_/g, ' ');

/** "09:00" in the zone. */
export const formatTime = (instant: number, timeZone: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** "Fri 27 Nov" in the zone. */
export const formatDay = (instant: number, timeZone: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(instant);

/** "Fri 27 Nov, 09:00–10:00" in the zone. */
export const formatSpan = (start: number, end: number, timeZone: string, locale?: string) =>
  `${formatDay(start, timeZone, locale)}, ${formatTime(start, timeZone, locale)}–${formatTime(end, timeZone, locale)}`;

/** "09:30" from minutes since midnight. */
export const minutesToClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes since midnight from "09:30", or null. */
export function clockToMinutes(value: string): number | null {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** The local date and "HH:MM" of an instant in the zone, for a form's date and time fields. */
export function wallFields(instant: number, timeZone: string): { date: LocalDate; time: string } {
  const wall = wallTimeOf(instant, timeZone);
  return { date: wall.date, time: minutesToClock(wall.minutes) };
}

/** A person booked into a session: "First Last", or "A client" when the caller may not read the name. */
export const bookedName = (person: NameParts | null | undefined) => personName(person ?? {}, 'A client');

const STATUS_LABELS: Record<string, string> = {
  requested: 'Requested',
  booked: 'Booked',
  attended: 'Attended',
  no_show: 'No-show',
  cancelled: 'Cancelled',
  late_cancelled: 'Late cancelled',
  declined: 'Declined',
};
export const bookingStatusLabel = (status: string) => STATUS_LABELS[status] ?? status;
