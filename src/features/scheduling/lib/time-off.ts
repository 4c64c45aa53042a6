import { addDays, instantOf, wallTimeOf, type LocalDate } from '@/lib/zoned-time';
import { parseClock } from './weekly-hours';

export interface TimeOffDraft {
  from: LocalDate;
  to: LocalDate;
  allDay: boolean;
  fromTime: string;
  toTime: string;
  reason: string;
}

/** The period a draft names, as instants in the studio's zone (whole days run to the next midnight). */
export function timeOffPeriod(
  draft: TimeOffDraft,
  timeZone: string,
): { startsAt: number; endsAt: number } | { problem: string } {
  if (!draft.from || !draft.to) return { problem: 'Choose the first and last day.' };
  if (draft.reason.length > 200) return { problem: 'Keep the reason to 200 characters.' };
  let startsAt: number;
  let endsAt: number;
  try {
    if (draft.allDay) {
      startsAt = instantOf(draft.from, 0, timeZone);
      endsAt = instantOf(addDays(draft.to, 1), 0, timeZone);
    } else {
      const [start, end] = [parseClock(draft.fromTime), parseClock(draft.toTime)];
      if (start === null || end === null) return { problem: 'Choose a start and an end time.' };
      startsAt = instantOf(draft.from, start, timeZone);
      endsAt = instantOf(draft.to, end, timeZone);
    }
  } catch {
    return { problem: 'Choose the first and last day.' };
  }
  if (endsAt <= startsAt) return { problem: 'The time off ends before it starts.' };
  return { startsAt, endsAt };
}

/** "Mon 22 Dec – Fri 2 Jan, all day" or "Tue 9 Dec, 14:00 – 16:30", in the studio's zone. */
export function describePeriod(startsAt: number, endsAt: number, timeZone: string, locale?: string): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const start = wallTimeOf(startsAt, timeZone);
  const end = wallTimeOf(endsAt, timeZone);
  if (start.minutes === 0 && end.minutes === 0) {
    const lastDay = instantOf(addDays(end.date, -1), 0, timeZone);
    const first = day.format(startsAt);
    const last = day.format(lastDay);
    return first === last ? `${first}, all day` : `${first} – ${last}, all day`;
  }
  if (start.date === end.date) return `${day.format(startsAt)}, ${time.format(startsAt)} – ${time.format(endsAt)}`;
  return `${day.format(startsAt)} ${time.format(startsAt)} – ${day.format(endsAt)} ${time.format(endsAt)}`;
}
