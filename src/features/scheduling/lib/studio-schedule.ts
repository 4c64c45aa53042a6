import { personName } from '@/lib/person-name';
import { addDays, dayRange, startOfWeek, type LocalDate } from '@/lib/zoned-time';
import type { CalendarSession } from '../api/calendar';
import { layoutDay, type PlacedItem } from './calendar-layout';

export type ScheduleView = 'day' | 'week';

/** What /schedule shows, kept in the URL so that a reload or a shared link shows the same. */
export interface ScheduleFilters {
  view: ScheduleView;
  /** The day shown (day view) or a day of the week shown; null = today in the studio's zone. */
  date: LocalDate | null;
  /** Trainers to show; empty = all of them. */
  trainerIds: string[];
  /** One service; null = all. */
  serviceId: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-fA-F-]{1,64}$/;

/** Reads the filters from the search params, ignoring whatever is not well formed. */
export function readScheduleFilters(params: URLSearchParams): ScheduleFilters {
  const date = params.get('date');
  const service = params.get('service');
  const trainers = (params.get('trainers') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => ID.test(id));
  return {
    view: params.get('view') === 'week' ? 'week' : 'day',
    date: date && DATE.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : null,
    trainerIds: [...new Set(trainers)],
    serviceId: service && ID.test(service) ? service : null,
  };
}

/** The search params for the filters: defaults are left out, so a plain /schedule stays plain. */
export function writeScheduleFilters(filters: ScheduleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view === 'week') params.set('view', 'week');
  if (filters.date) params.set('date', filters.date);
  if (filters.trainerIds.length > 0) params.set('trainers', filters.trainerIds.join(','));
  if (filters.serviceId) params.set('service', filters.serviceId);
  return params;
}

/** The local dates a view shows: the day, or the studio week around it. */
export function daysShown(view: ScheduleView, date: LocalDate, weekStart: number): LocalDate[] {
  if (view === 'day') return [date];
  const first = startOfWeek(date, weekStart);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

export function applyScheduleFilters(
  sessions: readonly CalendarSession[],
  filters: Pick<ScheduleFilters, 'trainerIds' | 'serviceId'>,
): CalendarSession[] {
  const trainers = filters.trainerIds.length > 0 ? new Set(filters.trainerIds) : null;
  return sessions.filter(
    (session) =>
      (!trainers || trainers.has(session.trainer_id)) &&
      (!filters.serviceId || session.service_id === filters.serviceId),
  );
}

export interface ScheduleTrainer {
  id: string;
  name: string;
}

export interface TrainerColumn {
  trainer: ScheduleTrainer;
  placed: PlacedItem<CalendarSession>[];
}

/**
 * The day view's columns: one per trainer (the chosen ones, or every trainer on the staff list plus
 * anyone else with a session that day), each with its sessions placed by wall clock. One pass over
 * the sessions; each column laid out once.
 */
export function trainerColumns(
  sessions: readonly CalendarSession[],
  trainers: readonly ScheduleTrainer[],
  date: LocalDate,
  timeZone: string,
  chosen: readonly string[],
): TrainerColumn[] {
  const byTrainer = new Map<string, CalendarSession[]>();
  for (const session of sessions) {
    const list = byTrainer.get(session.trainer_id);
    if (list) list.push(session);
    else byTrainer.set(session.trainer_id, [session]);
  }
  const known = new Map(trainers.map((trainer) => [trainer.id, trainer]));
  // Someone delivering a session who is not on the staff list (an admin, say) still gets a column.
  for (const [id, list] of byTrainer) {
    if (known.has(id)) continue;
    const person = list[0]?.trainer;
    known.set(id, { id, name: personName(person ?? {}, 'Trainer') });
  }
  const shown =
    chosen.length > 0
      ? chosen.map((id) => known.get(id)).filter((trainer): trainer is ScheduleTrainer => trainer !== undefined)
      : [...known.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return shown.map((trainer) => ({
    trainer,
    placed: layoutDay(byTrainer.get(trainer.id) ?? [], date, timeZone, 20),
  }));
}

/** The hours the grid spans: at least 07:00-20:00, widened to fit every placed session. */
export function gridHours(columns: readonly TrainerColumn[]): { first: number; last: number } {
  let first = 7;
  let last = 20;
  for (const column of columns) {
    for (const entry of column.placed) {
      first = Math.min(first, Math.floor(entry.top / 60));
      last = Math.max(last, Math.ceil((entry.top + entry.height) / 60));
    }
  }
  return { first, last };
}

/** The week list: each shown day with its sessions in order (days without any are kept, and say so). */
export function groupByDay(
  sessions: readonly CalendarSession[],
  days: readonly LocalDate[],
  timeZone: string,
): { date: LocalDate; sessions: CalendarSession[] }[] {
  const sorted = [...sessions].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  return days.map((date) => {
    const { start, end } = dayRange(date, timeZone);
    return { date, sessions: sorted.filter((session) => session.start >= start && session.start < end) };
  });
}

/**
 * The instant a click at `offsetY` pixels down a day column means, rounded down to a quarter hour.
 * Minutes are wall-clock minutes of the studio's zone (the grid is drawn by wall clock).
 */
export function minutesAtOffset(offsetY: number, hourPx: number, firstHour: number): number {
  const minutes = firstHour * 60 + (Number.isFinite(offsetY) ? Math.max(0, offsetY) / hourPx : 0) * 60;
  return Math.min(24 * 60 - 15, Math.floor(minutes / 15) * 15);
}
