import { describe, expect, it } from 'vitest';
import { todaysWorkout, type ProgramSchedule } from './todays-workout';

const rotation = (flex: boolean, start = 0): ProgramSchedule => ({
  flex_schedule: flex,
  starting_workout_index: start,
  program_workouts: [
    { workout_id: 'C', position: 2, day_of_week: 5 },
    { workout_id: 'A', position: 0, day_of_week: 1 },
    { workout_id: 'B', position: 1, day_of_week: 3 },
  ],
});

// Wednesday 2026-11-18, 12:00 UTC.
const wednesdayNoon = new Date('2026-11-18T12:00:00Z');

describe('todaysWorkout: flexible schedule', () => {
  it('starts at the starting index when nothing is logged, else 0', () => {
    expect(todaysWorkout(rotation(true, 1), [], wednesdayNoon, 'UTC')).toEqual({
      kind: 'workout',
      workoutId: 'B',
      status: 'scheduled',
    });
    expect(todaysWorkout(rotation(true), [], wednesdayNoon, 'UTC')).toMatchObject({ workoutId: 'A' });
    expect(todaysWorkout(rotation(true, 7), [], wednesdayNoon, 'UTC')).toMatchObject({ workoutId: 'A' });
  });

  it('picks the workout after the most recent log in rotation order, whatever order logs come in', () => {
    const logs = [
      { workout_id: 'A', created_at: '2026-11-14T18:00:00Z' },
      { workout_id: 'B', created_at: '2026-11-16T18:00:00Z' },
    ];
    expect(todaysWorkout(rotation(true), logs, wednesdayNoon, 'UTC')).toMatchObject({
      workoutId: 'C',
      status: 'scheduled',
    });
    expect(todaysWorkout(rotation(true), [...logs].reverse(), wednesdayNoon, 'UTC')).toMatchObject({ workoutId: 'C' });
  });

  it('wraps from the last workout to the first', () => {
    const logs = [{ workout_id: 'C', created_at: '2026-11-16T18:00:00Z' }];
    expect(todaysWorkout(rotation(true), logs, wednesdayNoon, 'UTC')).toMatchObject({ workoutId: 'A' });
  });

  it('ignores logs of workouts outside the program', () => {
    const logs = [
      { workout_id: 'A', created_at: '2026-11-15T18:00:00Z' },
      { workout_id: 'other', created_at: '2026-11-17T18:00:00Z' },
      { workout_id: null, created_at: '2026-11-17T19:00:00Z' },
    ];
    expect(todaysWorkout(rotation(true), logs, wednesdayNoon, 'UTC')).toMatchObject({
      workoutId: 'B',
      status: 'scheduled',
    });
  });

  it('shows the workout done today as completed', () => {
    const logs = [{ workout_id: 'B', created_at: '2026-11-18T07:00:00Z' }];
    expect(todaysWorkout(rotation(true), logs, wednesdayNoon, 'UTC')).toEqual({
      kind: 'workout',
      workoutId: 'B',
      status: 'completed',
    });
  });
});

describe('todaysWorkout: weekly schedule', () => {
  it('picks the workout whose day_of_week is today', () => {
    expect(todaysWorkout(rotation(false), [], wednesdayNoon, 'UTC')).toEqual({
      kind: 'workout',
      workoutId: 'B',
      status: 'scheduled',
    });
  });

  it('is a rest day when nothing is scheduled today, and for an empty program', () => {
    const tuesday = new Date('2026-11-17T12:00:00Z');
    expect(todaysWorkout(rotation(false), [], tuesday, 'UTC')).toEqual({ kind: 'rest' });
    expect(
      todaysWorkout({ flex_schedule: true, starting_workout_index: 0, program_workouts: [] }, [], tuesday, 'UTC'),
    ).toEqual({ kind: 'rest' });
  });

  it('is completed when any log exists today', () => {
    const logs = [{ workout_id: 'B', created_at: '2026-11-18T06:30:00Z' }];
    expect(todaysWorkout(rotation(false), logs, wednesdayNoon, 'UTC')).toMatchObject({
      workoutId: 'B',
      status: 'completed',
    });
  });
});

describe('todaysWorkout: time zones around midnight', () => {
  // 2026-11-18T02:30Z is Tuesday 21:30 in New York and Wednesday 11:30 in Tokyo.
  const instant = new Date('2026-11-18T02:30:00Z');

  it('uses the weekday where the client is', () => {
    expect(todaysWorkout(rotation(false), [], instant, 'America/New_York')).toEqual({ kind: 'rest' });
    expect(todaysWorkout(rotation(false), [], instant, 'Asia/Tokyo')).toMatchObject({ workoutId: 'B' });
  });

  it('counts a log as today only on the client’s calendar day', () => {
    // Logged Tuesday 20:00 New York time = Wednesday 01:00 UTC.
    const logs = [{ workout_id: 'A', created_at: '2026-11-18T01:00:00Z' }];
    expect(todaysWorkout(rotation(false), logs, instant, 'America/New_York')).toEqual({ kind: 'rest' });
    const wednesdayMorningNy = new Date('2026-11-18T14:00:00Z');
    expect(todaysWorkout(rotation(false), logs, wednesdayMorningNy, 'America/New_York')).toMatchObject({
      workoutId: 'B',
      status: 'scheduled',
    });
  });
});
