/**
 * One calendar event as an iCalendar file (RFC 5545), built on the device for "Add to calendar".
 * Times are UTC (`…Z`), so no time-zone block is needed; the UID is stable per booking, so adding
 * the same booking twice updates one event instead of making two.
 */
export interface IcsEvent {
  /** Stable per booking: `booking-<id>@liftwise.app`. */
  uid: string;
  startsAt: string | number;
  endsAt: string | number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Cancelled bookings are sent as cancelled events, so a calendar that has them removes them. */
  cancelled?: boolean;
}

/** `20261130T180000Z`. */
export function icsUtc(instant: string | number): string {
  const date = new Date(typeof instant === 'string' ? Date.parse(instant) : instant);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets are folded: CRLF and one space before each continuation (RFC 5545
 * 3.1), cut between characters, never inside a multi-byte UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let limit = 75;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export const bookingUid = (bookingId: string) => `booking-${bookingId}@liftwise.app`;

export function buildIcsEvent(event: IcsEvent, now: number = Date.now()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Liftwise//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(event.startsAt)}`,
    `DTEND:${icsUtc(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
