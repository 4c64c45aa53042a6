/**
 * Reads an iCalendar text back for tests (unit, integration, e2e), strictly: every line must end in
 * CRLF, folded lines are joined, and TEXT values are unescaped. Enough of RFC 5545 to check what
 * supabase/functions/_shared/ics.ts writes; not a general parser.
 */
export interface ParsedEvent {
  /** Property name -> value (unescaped for TEXT properties); parameters are kept in `params`. */
  props: Record<string, string>;
  params: Record<string, string>;
}

export interface ParsedCalendar {
  props: Record<string, string>;
  params: Record<string, string>;
  events: ParsedEvent[];
}

const TEXT_PROPS = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'UID', 'NAME', 'X-WR-CALNAME']);

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** The content lines with folding undone; throws on a bare LF or an unterminated last line. */
export function unfold(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('An iCalendar text ends with CRLF');
  if (/[^\r]\n/.test(text) || /\r[^\n]/.test(text)) throw new Error('Lines must end in CRLF');
  return text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
}

export function parseIcs(text: string): ParsedCalendar {
  const calendar: ParsedCalendar = { props: {}, params: {}, events: [] };
  let event: ParsedEvent | null = null;
  const stack: string[] = [];
  for (const line of unfold(text)) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`Not a content line: ${line}`);
    const [name = '', ...parameters] = line.slice(0, colon).split(';');
    const raw = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(raw);
      if (raw === 'VEVENT') event = { props: {}, params: {} };
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== raw) throw new Error(`END:${raw} does not close what is open`);
      if (raw === 'VEVENT' && event) calendar.events.push(event);
      if (raw === 'VEVENT') event = null;
      continue;
    }
    const target = event ?? calendar;
    target.props[name] = TEXT_PROPS.has(name) ? unescapeText(raw) : raw;
    if (parameters.length > 0) target.params[name] = parameters.join(';');
  }
  if (stack.length > 0) throw new Error(`Unclosed ${stack.join(', ')}`);
  return calendar;
}

/** A UTC DATE-TIME (20261127T093000Z) as an ISO string. */
export function icsUtcToIso(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`Not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
}
