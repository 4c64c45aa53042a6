import { describe, expect, it } from 'vitest';
import {
  EMPTY_OVERRIDE,
  percentOfMax,
  programWeek,
  programWeekLabel,
  progressWeeks,
  roundToPlates,
  weekPrescription,
  type BasePrescription,
  type DeloadPlan,
  type WeekOverride,
} from './program-weeks';

const base: BasePrescription = { sets: 3, reps: 5, repMin: null, repMax: null, weightKg: 100 };
const over = (patch: Partial<WeekOverride>): WeekOverride => ({ ...EMPTY_OVERRIDE, ...patch });
const deload4: DeloadPlan = { weeks: [4], percent: 40, target: 'weight' };

describe('programWeek: weeks since the start date', () => {
  it('counts 7-day weeks from the start, week 1 on the first day and before it', () => {
    expect(programWeek('2026-11-02', '2026-11-02', 8).week).toBe(1);
    expect(programWeek('2026-11-02', '2026-11-08', 8).week).toBe(1);
    expect(programWeek('2026-11-02', '2026-11-09', 8).week).toBe(2);
    expect(programWeek('2026-11-02', '2026-11-16', 8).week).toBe(3);
    expect(programWeek('2026-11-02', '2026-10-20', 8).week).toBe(1);
    expect(programWeek(null, '2026-11-20', 8).week).toBe(1);
  });

  it('holds the last week after the end, and marks deloads', () => {
    expect(programWeek('2026-01-01', '2026-11-20', 8)).toEqual({ week: 8, of: 8, deload: false, finished: true });
    expect(programWeek('2026-11-02', '2026-11-24', 8, deload4)).toEqual({
      week: 4,
      of: 8,
      deload: true,
      finished: false,
    });
    expect(programWeek('2026-11-02', '2027-11-24', null).week).toBe(56);
  });

  it('labels it', () => {
    expect(programWeekLabel({ week: 3, of: 8, deload: false, finished: false })).toBe('Week 3 of 8');
    expect(programWeekLabel({ week: 4, of: 8, deload: true, finished: false })).toBe('Week 4 of 8 · Deload');
    expect(programWeekLabel({ week: 2, of: null, deload: false, finished: false })).toBe('Week 2');
  });
});

describe('weekPrescription', () => {
  it('is the base week when nothing is overridden (a program from before weeks)', () => {
    for (const week of [1, 2, 7]) {
      expect(weekPrescription(base, new Map(), week)).toMatchObject({
        sets: 3,
        reps: 5,
        weightKg: 100,
        percentE1rm: null,
        overridden: [],
        deload: false,
      });
    }
  });

  it('applies a week’s overrides field by field; a weight replaces a percentage and back', () => {
    const overrides = new Map([
      [2, over({ weightKg: 102.5, rpe: 8 })],
      [3, over({ percentE1rm: 80, reps: 3 })],
    ]);
    expect(weekPrescription(base, overrides, 2)).toMatchObject({ sets: 3, reps: 5, weightKg: 102.5, rpe: 8 });
    expect(weekPrescription(base, overrides, 3)).toMatchObject({
      reps: 3,
      weightKg: null,
      percentE1rm: 80,
      overridden: ['reps', 'percentE1rm'],
    });
    const ranged = { ...base, reps: null, repMin: 8, repMax: 12 };
    expect(weekPrescription(ranged, new Map([[2, over({ reps: 10 })]]), 2)).toMatchObject({
      reps: 10,
      repMin: null,
      repMax: null,
    });
  });

  it('deloads from the last training week: weight or volume cut by the percentage', () => {
    const overrides = new Map([[3, over({ weightKg: 105 })]]);
    expect(weekPrescription(base, overrides, 4, deload4)).toMatchObject({
      deload: true,
      deloaded: true,
      weightKg: 63,
      sets: 3,
    });
    const volume: DeloadPlan = { weeks: [4], percent: 40, target: 'volume' };
    expect(weekPrescription({ ...base, sets: 5 }, overrides, 4, volume)).toMatchObject({ sets: 3, weightKg: 105 });
    expect(weekPrescription({ ...base, sets: 1 }, overrides, 4, volume)).toMatchObject({ sets: 1 });
    // A figure typed for the deload week is used as typed.
    const typed = new Map([...overrides, [4, over({ weightKg: 80 })]]);
    expect(weekPrescription(base, typed, 4, deload4)).toMatchObject({ weightKg: 80, deloaded: false });
    // A deload in week 1 lightens the base; a percentage loses points.
    expect(weekPrescription(base, new Map(), 1, { ...deload4, weeks: [1] })).toMatchObject({ weightKg: 60 });
    const pct = new Map([[3, over({ percentE1rm: 85 })]]);
    expect(weekPrescription(base, pct, 4, deload4)).toMatchObject({ percentE1rm: 51, weightKg: null });
  });
});

describe('% of e1RM and plates', () => {
  it('rounds to 2.5 kg or 5 lb', () => {
    expect(roundToPlates(63.4, 'kg')).toBe(62.5);
    expect(roundToPlates(64, 'kg')).toBe(65);
    // 63 kg = 138.9 lb -> 140 lb, stored in kg.
    expect(roundToPlates(63, 'lb')).toBe(63.503);
  });

  it('resolves a percentage of the client’s estimated max, null without history', () => {
    expect(percentOfMax(75, 140, 'kg')).toBe(105);
    expect(percentOfMax(80, 117, 'kg')).toBe(92.5);
    expect(percentOfMax(75, 140, 'lb')).toBe(104.326); // 231.5 lb -> 230 lb
    expect(percentOfMax(75, null, 'kg')).toBeNull();
    expect(percentOfMax(75, 0, 'kg')).toBeNull();
  });
});

describe('progressWeeks: the "Progress" tool', () => {
  it('adds 2.5 kg a week from week A to B, skipping the deload', () => {
    const filled = progressWeeks(base, new Map(), { from: 1, to: 6 }, { kind: 'weight', kg: 2.5 }, deload4);
    expect([2, 3, 5, 6].map((week) => filled.get(week)?.weightKg)).toEqual([102.5, 105, 107.5, 110]);
    expect(filled.has(4)).toBe(false);
    expect(weekPrescription(base, filled, 4, deload4).weightKg).toBe(63);
  });

  it('adds a rep a week, keeping the weeks’ other overrides', () => {
    const overrides = new Map([[3, over({ rpe: 9 })]]);
    const filled = progressWeeks(base, overrides, { from: 2, to: 4 }, { kind: 'reps', reps: 1 });
    expect(filled.get(2)).toBeUndefined();
    expect(filled.get(3)).toEqual(over({ reps: 6, rpe: 9 }));
    expect(filled.get(4)).toEqual(over({ reps: 7 }));
  });

  it('starts from week A’s own override, and from nothing when the base has no weight', () => {
    const overrides = new Map([[2, over({ weightKg: 110 })]]);
    const filled = progressWeeks(base, overrides, { from: 2, to: 3 }, { kind: 'weight', kg: 5 });
    expect(filled.get(3)?.weightKg).toBe(115);
    const bodyweight = { ...base, weightKg: null };
    expect(progressWeeks(bodyweight, new Map(), { from: 1, to: 2 }, { kind: 'weight', kg: 2.5 }).get(2)?.weightKg).toBe(
      2.5,
    );
  });
});
