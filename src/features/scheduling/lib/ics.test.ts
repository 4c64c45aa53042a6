import { describe, expect, it } from 'vitest';
import { bookingUid, buildIcsEvent, escapeIcsText, foldIcsLine, icsUtc } from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('the .ics builder', () => {
  it('writes UTC times', () => {
    expect(icsUtc('2026-11-30T18:00:00.000Z')).toBe('20261130T180000Z');
    expect(icsUtc('2027-03-28T09:00:00+01:00')).toBe('20270328T080000Z');
  });

  it('escapes text values (RFC 5545 3.3.11)', () => {
    expect(escapeIcsText('Back\\slash; semi, comma\nnew line')).toBe('Back\\\\slash\\; semi\\, comma\\nnew line');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    expect(octets(pieces[0]!)).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) {
      expect(piece.startsWith(' ')).toBe(true);
      expect(octets(piece)).toBeLessThanOrEqual(75);
    }
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('SHORT:line')).toBe('SHORT:line');
  });

  it('builds one event with a stable UID, CRLF line ends and the booking in it', () => {
    const event = {
      uid: bookingUid('b-1'),
      startsAt: '2026-11-30T18:00:00Z',
      endsAt: '2026-11-30T18:45:00Z',
      summary: 'Small-group strength, with Taylor',
      location: 'Studio; room 2',
      url: 'https://meet.example/abc',
    };
    const now = Date.parse('2026-11-27T10:00:00Z');
    const text = buildIcsEvent(event, now);
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Liftwise//Bookings//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:booking-b-1@liftwise.app',
        'DTSTAMP:20261127T100000Z',
        'DTSTART:20261130T180000Z',
        'DTEND:20261130T184500Z',
        'SUMMARY:Small-group strength\\, with Taylor',
        'LOCATION:Studio\\; room 2',
        'URL:https://meet.example/abc',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    // The same booking gives the same UID later (a calendar updates the event instead of adding one).
    expect(buildIcsEvent(event, now + 60_000)).toContain('UID:booking-b-1@liftwise.app\r\n');
    expect(buildIcsEvent({ ...event, cancelled: true }, now)).toContain('STATUS:CANCELLED');
  });
});
