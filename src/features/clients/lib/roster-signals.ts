import { z } from 'zod';
import { ACCOUNT_STATUSES, CLIENT_TYPES } from '@/lib/account-enums';
import type { HabitSignals } from './habit-signals';

/**
 * One roster row as `public.client_roster_signals` returns it. The generated types call every
 * column non-null; the function leaves many null (no program, no log yet), so rows are parsed here.
 */
export const rosterRowSchema = z.object({
  client_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  client_type: z.enum(CLIENT_TYPES).nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  joined_at: z.string(),
  trainer_id: z.string().nullable(),
  trainer_name: z.string().nullable(),
  program_id: z.string().nullable(),
  program_name: z.string().nullable(),
  flex_schedule: z.boolean().nullable(),
  week_done: z.number(),
  week_expected: z.number(),
  compliance_7: z.number().nullable(),
  compliance_30: z.number().nullable(),
  compliance_90: z.number().nullable(),
  last_workout_at: z.string().nullable(),
  days_since_last_workout: z.number().nullable(),
  missed_days: z.number().nullable(),
  new_prs: z.number(),
  stalled_lifts: z.array(z.string()),
  /** The latest allowed studio check-in (issue 29); null: never checked in. */
  last_visit_at: z.string().nullable(),
  days_since_last_visit: z.number().nullable(),
});

/** A roster row: the database function's columns and the habit signals counted beside them. */
export type RosterRow = z.infer<typeof rosterRowSchema> & HabitSignals;
export type ClientStatus = RosterRow['status'];
export type ClientType = NonNullable<RosterRow['client_type']>;

/** The 7-day rate this many points under the 30-day rate is a drop worth a look. */
export const COMPLIANCE_DROP_POINTS = 20;
/** Missed scheduled days (last 14) from which a weekly client is flagged. */
export const MISSED_DAYS_FLAG = 2;
/** Days without any workout from which a client with a program is flagged. */
export const DAYS_SINCE_FLAG = 7;
/** Days without a studio check-in from which an in-person or programming client is flagged (issue 29). */
export const NO_VISIT_DAYS = 14;
/** Habit adherence (last 7 full days) under this percentage is flagged (issue 33). */
export const HABIT_ADHERENCE_FLAG = 50;

export type FlagKind =
  'compliance-drop' | 'missed-days' | 'inactive' | 'stalled' | 'no-program' | 'no-visit' | 'habits';

export interface Flag {
  kind: FlagKind;
  /** The reason in words, as a coach would say it. */
  text: string;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Why a client needs attention, most urgent first. Archived and pending clients are not flagged:
 * nobody expects them to train.
 */
export function flagsFor(row: RosterRow): Flag[] {
  if (row.status !== 'active') return [];
  const visit = [...noVisitFlag(row), ...habitsFlag(row)];
  if (!row.program_id) {
    return [{ kind: 'no-program', text: 'No active program: assign one so they know what to do' }, ...visit];
  }
  const flags: Flag[] = [];
  if (row.compliance_7 !== null && row.compliance_30 !== null) {
    const drop = row.compliance_30 - row.compliance_7;
    if (drop >= COMPLIANCE_DROP_POINTS) {
      flags.push({
        kind: 'compliance-drop',
        text: `Compliance fell to ${row.compliance_7}% this past week, from ${row.compliance_30}% over 30 days`,
      });
    }
  }
  if (row.missed_days !== null && row.missed_days >= MISSED_DAYS_FLAG) {
    flags.push({
      kind: 'missed-days',
      text: `Missed ${plural(row.missed_days, 'scheduled workout')} in the last 2 weeks`,
    });
  }
  if (row.days_since_last_workout === null) {
    flags.push({ kind: 'inactive', text: 'Has not logged a workout yet' });
  } else if (row.days_since_last_workout >= DAYS_SINCE_FLAG) {
    flags.push({ kind: 'inactive', text: `No workout logged for ${plural(row.days_since_last_workout, 'day')}` });
  }
  if (row.stalled_lifts.length > 0) {
    const verb = row.stalled_lifts.length === 1 ? 'has' : 'have';
    flags.push({
      kind: 'stalled',
      text: `${listNames(row.stalled_lifts)} ${verb} not improved in 3 weeks`,
    });
  }
  return [...flags, ...visit];
}

/**
 * "No visit in 14 days": a client who trains at the studio (in-person or programming; virtual
 * clients have no studio access) and has not checked in for 14 days. A client never checked in is
 * not flagged: the log starts with the desk, and on its first day every client would be.
 */
function noVisitFlag(row: RosterRow): Flag[] {
  if (row.client_type !== 'in-person' && row.client_type !== 'programming') return [];
  const days = row.days_since_last_visit;
  if (days === null || days < NO_VISIT_DAYS) return [];
  return [{ kind: 'no-visit', text: `No studio visit for ${plural(days, 'day')}` }];
}

/** Habits the coach assigned, done under half the time over the last 7 full days. */
function habitsFlag(row: RosterRow): Flag[] {
  const rate = row.habit_adherence_7;
  if (rate === null || rate >= HABIT_ADHERENCE_FLAG) return [];
  return [{ kind: 'habits', text: `Habits done ${rate}% of the time in the last 7 days` }];
}

export function needsAttention(row: RosterRow): boolean {
  return flagsFor(row).length > 0;
}

/** "2/3", or "—" when nothing is expected (no program). */
export function formatWeek(row: RosterRow): string {
  return row.week_expected > 0 || row.week_done > 0 ? `${row.week_done}/${row.week_expected}` : '—';
}

/**
 * A card's one-line summary of how training goes, in words: "No plan yet" for a client without
 * a program rather than "This week — · 30 days —".
 */
export function trainingSummary(row: RosterRow): string {
  if (!row.program_id) return 'No plan yet';
  const week =
    row.week_expected > 0
      ? `This week ${row.week_done} of ${row.week_expected} done`
      : row.week_done > 0
        ? `This week ${row.week_done} done (none scheduled)`
        : 'Nothing scheduled this week';
  const month = row.compliance_30 === null ? 'no scheduled workouts in 30 days' : `30 days ${row.compliance_30}%`;
  return `${week} · ${month}`;
}

export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value}%`;
}

export function formatDaysSince(days: number | null): string {
  if (days === null) return 'Never';
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

/** The Monday that starts the week holding `day` (weeks start on Monday, spec section 9). */
export function mondayOf(day: Date): Date {
  const monday = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}
