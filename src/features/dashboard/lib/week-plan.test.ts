import { describe, expect, it } from 'vitest';
import { weekPlan } from './week-plan';

// Wednesday 2026-03-11, noon UTC.
const NOW = new Date('2026-03-11T12:00:00Z');
const TZ = 'UTC';

const weekly = {
  flex_schedule: false,
  starting_workout_index: 0,
  program_workouts: [
    { workout_id: 'a', position: 0, day_of_week: 1 },
    { workout_id: 'b', position: 1, day_of_week: 3 },
    { workout_id: 'c', position: 2, day_of_week: 5 },
  ],
};
const flexible = {
  ...weekly,
  flex_schedule: true,
  program_workouts: weekly.program_workouts.map((entry) => ({ ...entry, day_of_week: null })),
};

describe('weekPlan', () => {
  it('runs Monday to Sunday with today marked', () => {
    const plan = weekPlan(null, [], null, NOW, TZ);
    expect(plan.days.map((day) => day.key)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(plan.days.filter((day) => day.isToday).map((day) => day.key)).toEqual(['2026-03-11']);
    expect(plan.plannedCount).toBe(0);
  });

  it('marks trained days from logs and weekly program days as scheduled', () => {
    const logs = [
      { workout_id: 'a', created_at: '2026-03-09T18:00:00Z' },
      { workout_id: 'x', created_at: '2026-03-08T18:00:00Z' },
    ];
    const plan = weekPlan(weekly, logs, { kind: 'workout', workoutId: 'b', status: 'scheduled' }, NOW, TZ);
    expect(plan.days.map((day) => [day.trained, day.scheduled])).toEqual([
      [true, true],
      [false, false],
      [false, true],
      [false, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
    expect(plan).toMatchObject({ trainedCount: 1, plannedCount: 3 });
  });

  it('for a flexible program plans one pass of the rotation and schedules only today while it is to do', () => {
    const scheduled = weekPlan(flexible, [], { kind: 'workout', workoutId: 'a', status: 'scheduled' }, NOW, TZ);
    expect(scheduled.days.filter((day) => day.scheduled).map((day) => day.key)).toEqual(['2026-03-11']);
    expect(scheduled.plannedCount).toBe(3);
    const done = weekPlan(
      flexible,
      [{ workout_id: 'a', created_at: '2026-03-11T08:00:00Z' }],
      { kind: 'workout', workoutId: 'a', status: 'completed' },
      NOW,
      TZ,
    );
    expect(done.days.filter((day) => day.scheduled)).toEqual([]);
    expect(done.trainedCount).toBe(1);
  });

  it('plans nothing before the program starts: assigned on a Friday, Monday and Thursday are not missed', () => {
    const friday = new Date('2026-03-13T09:00:00Z');
    const program = {
      ...weekly,
      start_date: '2026-03-13',
      program_workouts: [
        { workout_id: 'a', position: 0, day_of_week: 1 },
        { workout_id: 'b', position: 1, day_of_week: 4 },
        { workout_id: 'c', position: 2, day_of_week: 6 },
      ],
    };
    const plan = weekPlan(program, [], { kind: 'rest' }, friday, TZ);
    expect(plan.days.filter((day) => day.scheduled).map((day) => day.key)).toEqual(['2026-03-14']);
    expect(plan.plannedCount).toBe(1);
    // Without a start date, the day it was made counts.
    const made = { ...program, start_date: null, created_at: '2026-03-13T08:00:00Z' };
    expect(weekPlan(made, [], { kind: 'rest' }, friday, TZ).plannedCount).toBe(1);
    // The next week is whole.
    expect(weekPlan(program, [], { kind: 'rest' }, new Date('2026-03-16T09:00:00Z'), TZ).plannedCount).toBe(3);
  });

  it('plans at most one flexible workout per day left in the first week', () => {
    const saturday = new Date('2026-03-14T09:00:00Z');
    const program = { ...flexible, start_date: '2026-03-14' };
    const plan = weekPlan(program, [], { kind: 'workout', workoutId: 'a', status: 'scheduled' }, saturday, TZ);
    expect(plan.plannedCount).toBe(2);
    expect(plan.days.filter((day) => day.scheduled).map((day) => day.key)).toEqual(['2026-03-14']);
  });

  it('counts a late-evening log on the local day, not the UTC day', () => {
    const logs = [{ workout_id: 'a', created_at: '2026-03-10T03:30:00Z' }]; // Monday 23:30 in New York
    const plan = weekPlan(weekly, logs, null, new Date('2026-03-11T16:00:00Z'), 'America/New_York');
    expect(plan.days.find((day) => day.trained)?.key).toBe('2026-03-09');
  });
});
