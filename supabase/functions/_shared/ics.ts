/**
 * A small iCalendar (RFC 5545) writer for published, read-only feeds: no dependencies, the same on
 * Deno and Node. Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 character);
 * text is escaped (backslash, semicolon, comma, newlines) and other control characters dropped;
 * times are written in UTC (`20261127T093000Z`), so no VTIMEZONE is needed.
 */

export type IcsStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface IcsEvent {
  /** Globally unique and stable for the life of the event (a calendar app matches updates by it). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: IcsStatus;
  /** When the event last changed. */
  lastModified?: Date;
}

export interface IcsCalendar {
  /** Shown as the calendar's name (X-WR-CALNAME and RFC 7986 NAME). */
  name: string;
  /** How often a subscribing app should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes: number;
  events: readonly IcsEvent[];
  /** The DTSTAMP of every event: when this copy of the feed was made. */
  now: Date;
}

export const PRODUCT_ID = '-//Liftwise//Calendar feed//EN';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** An instant as an iCalendar UTC DATE-TIME (seconds, no fraction). */
export function formatUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date in a calendar event');
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Escapes a TEXT value: \ ; , and newlines; drops the control characters TEXT may not hold. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter((char) => !isControl(char.charCodeAt(0)))
    .join('');
}

/** C0 controls other than tab, and DEL (TEXT may not hold them; newlines are escaped before). */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

/**
 * Folds one content line into lines of at most 75 octets (CRLF excluded); each continuation starts
 * with a single space, which counts toward its 75. A character's bytes are never split.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function minutesDuration(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  return whole % 60 === 0 ? `PT${whole / 60}H` : `PT${whole}M`;
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `STATUS:${event.status}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // A URL value is a URI, not TEXT: it is not escaped, and only http(s) links are written.
  if (event.url && /^https?:\/\/[^\s]+$/i.test(event.url)) lines.push(`URL:${event.url}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${formatUtc(event.lastModified)}`);
  // Busy for free/busy lookups, except a cancelled event.
  lines.push(`TRANSP:${event.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole VCALENDAR, CRLF-terminated and folded. */
export function writeCalendar(calendar: IcsCalendar): string {
  const stamp = formatUtc(calendar.now);
  const refresh = minutesDuration(calendar.refreshMinutes);
  const name = escapeText(calendar.name);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
