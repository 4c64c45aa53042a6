import { describe, expect, it } from 'vitest';
import { nextWeeklyWorkout, programPosition, unscheduled, weekProgress, weeklySchedule } from './program-schedule';

const weekly = {
  flex_schedule: false,
  starting_workout_index: 0,
  program_workouts: [
    { workout_id: 'push', position: 0, day_of_week: 1 },
    { workout_id: 'legs', position: 1, day_of_week: 2 },
    { workout_id: 'pull', position: 2, day_of_week: 4 },
    { workout_id: 'core', position: 3, day_of_week: 6 },
  ],
};
const flexible = {
  flex_schedule: true,
  starting_workout_index: 0,
  program_workouts: [
    { workout_id: 'a', position: 0, day_of_week: null },
    { workout_id: 'b', position: 1, day_of_week: null },
    { workout_id: 'c', position: 2, day_of_week: null },
  ],
};
// Wednesday 11 March 2026, noon UTC; its week runs Monday 9 to Sunday 15.
const WEDNESDAY = new Date('2026-03-11T12:00:00Z');

describe('weeklySchedule', () => {
  it('lays the week out Monday to Sunday with rest days empty', () => {
    const days = weeklySchedule(weekly.program_workouts);
    expect(days.map((day) => day.name.slice(0, 3))).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(days.map((day) => day.entries.map((entry) => entry.workout_id).join())).toEqual([
      'push',
      'legs',
      '',
      'pull',
      '',
      'core',
      '',
    ]);
  });
  it('keeps workouts without a day apart', () =>
    expect(
      unscheduled([...weekly.program_workouts, { workout_id: 'x', position: 4, day_of_week: null }]).map(
        (e) => e.workout_id,
      ),
    ).toEqual(['x']));
});

describe('nextWeeklyWorkout', () => {
  it('finds the next training day, wrapping over Sunday', () => {
    expect(nextWeeklyWorkout(weekly.program_workouts, 3)).toMatchObject({ entry: { workout_id: 'pull' }, inDays: 1 });
    expect(nextWeeklyWorkout(weekly.program_workouts, 6)).toMatchObject({ entry: { workout_id: 'push' }, inDays: 2 });
  });
  it('is null for an empty program', () => expect(nextWeeklyWorkout([], 3)).toBeNull());
});

describe('weekProgress', () => {
  it('counts this Monday-start week’s sessions of the program only', () => {
    const logs = [
      { workout_id: 'push', created_at: '2026-03-09T17:30:00Z' },
      { workout_id: 'legs', created_at: '2026-03-10T17:30:00Z' },
      { workout_id: 'other', created_at: '2026-03-10T18:30:00Z' },
      { workout_id: 'core', created_at: '2026-03-08T17:30:00Z' }, // Sunday: last week
    ];
    expect(weekProgress(weekly, logs, WEDNESDAY, 'UTC')).toEqual({
      done: 2,
      planned: 4,
      trainedDays: ['2026-03-09', '2026-03-10'],
    });
    expect(weekProgress(flexible, [], WEDNESDAY, 'UTC').planned).toBeNull();
  });

  it('plans nothing before the start: begun on a Friday, that week plans only Friday to Sunday', () => {
    const friday = new Date('2026-03-13T09:00:00Z');
    const program = {
      ...weekly,
      start_date: '2026-03-13',
      program_workouts: [
        { workout_id: 'a', position: 0, day_of_week: 1 },
        { workout_id: 'b', position: 1, day_of_week: 4 },
      ],
    };
    expect(weekProgress(program, [], friday, 'UTC').planned).toBe(0);
    const withSaturday = {
      ...program,
      program_workouts: [...program.program_workouts, { workout_id: 'c', position: 2, day_of_week: 6 }],
    };
    expect(weekProgress(withSaturday, [], friday, 'UTC').planned).toBe(1);
    expect(weekProgress(withSaturday, [], new Date('2026-03-17T09:00:00Z'), 'UTC').planned).toBe(3);
    // Made on the Friday, without a start date: the same.
    const made = { ...program, start_date: null, created_at: '2026-03-13T08:00:00Z' };
    expect(weekProgress(made, [], friday, 'UTC').planned).toBe(0);
  });
});

describe('programPosition', () => {
  it('weekly: a rest day points at the next scheduled workout', () => {
    const position = programPosition(weekly, [], WEDNESDAY, 'UTC');
    expect(position.today).toEqual({ kind: 'rest' });
    expect(position.next).toEqual({ workoutId: 'pull', inDays: 1 });
    expect(position.todayWeekday).toBe(3);
  });
  it('flexible: the next in rotation is today’s; once done, the one after follows', () => {
    const yesterday = [{ workout_id: 'c', created_at: '2026-03-10T17:30:00Z' }];
    expect(programPosition(flexible, yesterday, WEDNESDAY, 'UTC')).toMatchObject({
      today: { kind: 'workout', workoutId: 'a', status: 'scheduled' },
      next: null,
    });
    const today = [...yesterday, { workout_id: 'a', created_at: '2026-03-11T09:00:00Z' }];
    expect(programPosition(flexible, today, WEDNESDAY, 'UTC')).toMatchObject({
      today: { workoutId: 'a', status: 'completed' },
      next: { workoutId: 'b', inDays: null },
    });
  });
});
