import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  formatUtc,
  writeCalendar,
  type IcsEvent,
} from '../../../supabase/functions/_shared/ics.ts';
import { icsUtcToIso, parseIcs, unfold } from '../../support/parse-ics.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'booking-1@liftwise',
  start: new Date('2026-11-30T18:00:00Z'),
  end: new Date('2026-11-30T19:00:00Z'),
  summary: 'Small-group strength',
  status: 'CONFIRMED',
  ...overrides,
});

describe('formatUtc', () => {
  it('writes a UTC DATE-TIME without separators or fraction', () => {
    expect(formatUtc(new Date('2027-03-28T08:05:09.123Z'))).toBe('20270328T080509Z');
  });

  it('refuses an invalid date instead of writing NaN', () => {
    expect(() => formatUtc(new Date('nope'))).toThrow(RangeError);
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters other than tab', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into 75-octet pieces, continuations starting with one space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(octets(pieces[0]!)).toBe(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character across lines', () => {
    const line = `SUMMARY:${'Zoë 💪 Łódź '.repeat(20)}`;
    const folded = foldLine(line);
    for (const piece of folded.split('\r\n')) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      // A split character would decode to U+FFFD.
      expect(new TextDecoder().decode(new TextEncoder().encode(piece))).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('writeCalendar', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('writes a calendar that every line of ends in CRLF, within 75 octets, and that parses back', () => {
    const text = writeCalendar({
      name: 'Liftwise: Taylor, Trainer',
      refreshMinutes: 60,
      now,
      events: [
        event({
          summary: 'Strength; with Casey, Jordan & O\\Brien',
          description: 'Clients:\nCasey Client\nJordan, the "other" one; ' + 'long '.repeat(40),
          location: 'Studio 1, Main St',
          url: 'https://meet.example.com/abc?x=1,2',
          lastModified: new Date('2026-11-20T12:00:00Z'),
        }),
        event({ uid: 'booking-2@liftwise', status: 'CANCELLED', summary: 'Cancelled: 1:1 Personal training' }),
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    for (const line of text.slice(0, -2).split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    const calendar = parseIcs(text);
    expect(calendar.props).toMatchObject({
      VERSION: '2.0',
      PRODID: '-//Liftwise//Calendar feed//EN',
      METHOD: 'PUBLISH',
      'X-WR-CALNAME': 'Liftwise: Taylor, Trainer',
      NAME: 'Liftwise: Taylor, Trainer',
      'REFRESH-INTERVAL': 'PT1H',
      'X-PUBLISHED-TTL': 'PT1H',
    });
    expect(calendar.params['REFRESH-INTERVAL']).toBe('VALUE=DURATION');
    expect(calendar.events).toHaveLength(2);
    const [first, second] = calendar.events;
    expect(first?.props).toMatchObject({
      UID: 'booking-1@liftwise',
      DTSTAMP: '20261127T100000Z',
      DTSTART: '20261130T180000Z',
      DTEND: '20261130T190000Z',
      SUMMARY: 'Strength; with Casey, Jordan & O\\Brien',
      LOCATION: 'Studio 1, Main St',
      URL: 'https://meet.example.com/abc?x=1,2',
      STATUS: 'CONFIRMED',
      'LAST-MODIFIED': '20261120T120000Z',
      TRANSP: 'OPAQUE',
    });
    expect(first?.props.DESCRIPTION).toBe('Clients:\nCasey Client\nJordan, the "other" one; ' + 'long '.repeat(40));
    expect(icsUtcToIso(first!.props.DTSTART!)).toBe('2026-11-30T18:00:00.000Z');
    expect(second?.props).toMatchObject({ UID: 'booking-2@liftwise', STATUS: 'CANCELLED', TRANSP: 'TRANSPARENT' });
  });

  it('keeps a name with a newline on one content line (no property injection)', () => {
    const text = writeCalendar({
      name: 'x',
      refreshMinutes: 30,
      now,
      events: [event({ summary: 'Hi\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil' })],
    });
    const calendar = parseIcs(text);
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]?.props.UID).toBe('booking-1@liftwise');
    expect(calendar.events[0]?.props.SUMMARY).toBe('Hi\nEND:VEVENT\nBEGIN:VEVENT\nUID:evil');
    expect(calendar.props['REFRESH-INTERVAL']).toBe('PT30M');
  });

  it('leaves out a URL that is not an http(s) link', () => {
    const text = writeCalendar({
      name: 'x',
      refreshMinutes: 60,
      now,
      events: [event({ url: 'javascript:alert(1)' })],
    });
    expect(unfold(text).some((line) => line.startsWith('URL'))).toBe(false);
  });

  it('writes an empty calendar when there are no events', () => {
    const calendar = parseIcs(writeCalendar({ name: 'Empty', refreshMinutes: 60, now, events: [] }));
    expect(calendar.events).toEqual([]);
  });
});
