import type { RosterRow } from './roster-signals';

/** A roster row of a client on track; tests patch what they look at. */
export function rosterRow(patch: Partial<RosterRow> = {}): RosterRow {
  return {
    client_id: 'c1',
    first_name: 'Casey',
    last_name: 'Nguyen',
    name: 'Casey Nguyen',
    email: 'casey@example.com',
    phone: null,
    client_type: 'programming',
    status: 'active',
    joined_at: '2026-01-01T00:00:00Z',
    trainer_id: 't1',
    trainer_name: 'Taylor Reyes',
    program_id: 'p1',
    program_name: 'Strength',
    flex_schedule: false,
    week_done: 2,
    week_expected: 3,
    compliance_7: 90,
    compliance_30: 92,
    compliance_90: 88,
    last_workout_at: '2026-01-10T17:00:00Z',
    days_since_last_workout: 1,
    missed_days: 0,
    new_prs: 1,
    stalled_lifts: [],
    last_visit_at: null,
    days_since_last_visit: null,
    habit_count: 0,
    habit_adherence_7: null,
    habit_streak_days: null,
    ...patch,
  };
}
