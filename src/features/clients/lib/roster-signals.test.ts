import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_DROP_POINTS,
  flagsFor,
  formatDaysSince,
  formatWeek,
  trainingSummary,
  mondayOf,
  needsAttention,
  rosterRowSchema,
  type RosterRow,
} from './roster-signals';
import { rosterRow } from './roster-row.fixture';

const kinds = (row: RosterRow) => flagsFor(row).map((flag) => flag.kind);

describe('flagsFor', () => {
  it('flags nothing for a client on track', () => {
    expect(flagsFor(rosterRow())).toEqual([]);
    expect(needsAttention(rosterRow())).toBe(false);
  });

  it('flags a 7-day rate 20 points under the 30-day rate, and not 19', () => {
    const drop = rosterRow({ compliance_30: 80, compliance_7: 80 - COMPLIANCE_DROP_POINTS });
    expect(flagsFor(drop)).toEqual([
      { kind: 'compliance-drop', text: 'Compliance fell to 60% this past week, from 80% over 30 days' },
    ]);
    expect(kinds(rosterRow({ compliance_30: 80, compliance_7: 61 }))).toEqual([]);
    expect(kinds(rosterRow({ compliance_30: null, compliance_7: 0 }))).toEqual([]);
  });

  it('says how many scheduled workouts were missed, from two', () => {
    expect(flagsFor(rosterRow({ missed_days: 3 }))[0]?.text).toBe('Missed 3 scheduled workouts in the last 2 weeks');
    expect(kinds(rosterRow({ missed_days: 1 }))).toEqual([]);
    expect(kinds(rosterRow({ missed_days: null }))).toEqual([]);
  });

  it('flags a week without training, and a client who never logged', () => {
    expect(flagsFor(rosterRow({ days_since_last_workout: 7 }))[0]?.text).toBe('No workout logged for 7 days');
    expect(kinds(rosterRow({ days_since_last_workout: 6 }))).toEqual([]);
    expect(flagsFor(rosterRow({ days_since_last_workout: null }))[0]?.text).toBe('Has not logged a workout yet');
  });

  it('names stalled lifts in one sentence', () => {
    expect(flagsFor(rosterRow({ stalled_lifts: ['Back Squat'] }))[0]?.text).toBe(
      'Back Squat has not improved in 3 weeks',
    );
    expect(flagsFor(rosterRow({ stalled_lifts: ['Bench', 'Row', 'Squat'] }))[0]?.text).toBe(
      'Bench, Row and Squat have not improved in 3 weeks',
    );
  });

  it('lists every reason for a slipping client, most urgent first', () => {
    const slipping = rosterRow({ compliance_7: 0, compliance_30: 60, missed_days: 5, days_since_last_workout: 11 });
    expect(kinds(slipping)).toEqual(['compliance-drop', 'missed-days', 'inactive']);
  });

  it('asks for a program when there is none, and leaves archived or pending clients alone', () => {
    expect(kinds(rosterRow({ program_id: null, days_since_last_workout: null }))).toEqual(['no-program']);
    expect(kinds(rosterRow({ status: 'inactive', missed_days: 9 }))).toEqual([]);
    expect(kinds(rosterRow({ status: 'pending', program_id: null }))).toEqual([]);
  });

  it('flags an in-person or programming client with no studio visit in 14 days (issue 29)', () => {
    const away = { last_visit_at: '2026-11-01T08:00:00Z', days_since_last_visit: 14 };
    expect(flagsFor(rosterRow(away))).toEqual([{ kind: 'no-visit', text: 'No studio visit for 14 days' }]);
    expect(kinds(rosterRow({ ...away, client_type: 'in-person', program_id: null }))).toEqual([
      'no-program',
      'no-visit',
    ]);
    expect(kinds(rosterRow({ ...away, days_since_last_visit: 13 }))).toEqual([]);
    // Virtual clients have no studio access; a client never checked in is not flagged.
    expect(kinds(rosterRow({ ...away, client_type: 'virtual' }))).toEqual([]);
    expect(kinds(rosterRow({ last_visit_at: null, days_since_last_visit: null }))).toEqual([]);
    expect(kinds(rosterRow({ ...away, status: 'inactive' }))).toEqual([]);
  });
});

describe('formatting', () => {
  it('shows the week as done/expected, or a dash without a plan', () => {
    expect(formatWeek(rosterRow())).toBe('2/3');
    expect(formatWeek(rosterRow({ week_done: 0, week_expected: 0 }))).toBe('—');
    expect(formatWeek(rosterRow({ week_done: 1, week_expected: 0 }))).toBe('1/0');
  });

  it('sums up training in words, never as bare dashes', () => {
    expect(trainingSummary(rosterRow())).toBe('This week 2 of 3 done · 30 days 92%');
    expect(trainingSummary(rosterRow({ program_id: null, program_name: null, week_done: 0, week_expected: 0 }))).toBe(
      'No plan yet',
    );
    expect(
      trainingSummary(rosterRow({ week_done: 0, week_expected: 0, compliance_30: null, compliance_7: null })),
    ).toBe('Nothing scheduled this week · no scheduled workouts in 30 days');
    expect(trainingSummary(rosterRow({ week_done: 1, week_expected: 0 }))).toBe(
      'This week 1 done (none scheduled) · 30 days 92%',
    );
  });

  it('words the days since the last workout', () => {
    expect([0, 1, 5, null].map(formatDaysSince)).toEqual(['Today', 'Yesterday', '5 days ago', 'Never']);
  });
});

describe('mondayOf', () => {
  it('starts the week on Monday, Sunday belonging to the week before', () => {
    expect(mondayOf(new Date(2026, 10, 23)).getDate()).toBe(23); // a Monday
    expect(mondayOf(new Date(2026, 10, 29)).getDate()).toBe(23); // the Sunday after
    expect(mondayOf(new Date(2026, 10, 25, 23, 30)).getDate()).toBe(23);
    expect(mondayOf(new Date(2026, 10, 22)).getDate()).toBe(16); // the Sunday before
  });
});

describe('rosterRowSchema', () => {
  it('accepts the nulls the database returns and refuses an unknown status', () => {
    expect(rosterRowSchema.parse(rosterRow({ program_id: null, compliance_7: null })).program_id).toBeNull();
    expect(() => rosterRowSchema.parse({ ...rosterRow(), status: 'deleted' })).toThrow();
  });
});
