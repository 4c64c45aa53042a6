import { describe, expect, it } from 'vitest';
import {
  KG_PER_LB,
  defaultWeightUnit,
  displayWeight,
  formatTargetWeight,
  formatWeightIn,
  formatWholeWeight,
  loadableIncrement,
  loadableTargetKg,
  parseWeight,
  resolveWeightUnit,
  targetWeightIn,
  toKg,
  weightInputText,
} from '@/lib/units';

describe('the default unit', () => {
  it('is pounds for the United States and the other pound regions, kilograms elsewhere', () => {
    expect(defaultWeightUnit('en-US')).toBe('lb');
    expect(defaultWeightUnit('es-US')).toBe('lb');
    expect(defaultWeightUnit('en_us')).toBe('lb');
    expect(defaultWeightUnit('en-LR')).toBe('lb');
    expect(defaultWeightUnit('en-GB')).toBe('kg');
    expect(defaultWeightUnit('de-DE')).toBe('kg');
    expect(defaultWeightUnit('en')).toBe('kg');
    expect(defaultWeightUnit(undefined)).toBe('kg');
  });
  it("gives way to the person's choice", () => {
    expect(resolveWeightUnit('kg', 'en-US')).toBe('kg');
    expect(resolveWeightUnit('lb', 'de-DE')).toBe('lb');
    expect(resolveWeightUnit(null, 'en-US')).toBe('lb');
  });
});

describe('conversion', () => {
  it('uses the exact international pound and stores kilograms to the gram', () => {
    expect(KG_PER_LB).toBe(0.45359237);
    expect(toKg(100, 'lb')).toBe(45.359);
    expect(toKg(225, 'lb')).toBe(102.058);
    expect(toKg(72.5, 'kg')).toBe(72.5);
  });

  it('shows every pound value typed in 0.05 steps exactly as typed (no drift)', () => {
    for (let twentieths = 0; twentieths <= 20_000; twentieths += 1) {
      const typed = Math.round(twentieths * 5) / 100;
      expect(displayWeight(toKg(typed, 'lb'), 'lb')).toBe(typed);
    }
    expect(weightInputText(toKg(101.25, 'lb'), 'lb')).toBe('101.25');
    // An odd hundredth comes back to the nearest 0.1 lb (within 0.01 lb of what was typed).
    expect(displayWeight(toKg(137.79, 'lb'), 'lb')).toBe(137.8);
  });

  it('shows every kilogram value typed to 0.01 exactly as typed', () => {
    for (let hundredths = 0; hundredths <= 30_000; hundredths += 7) {
      const typed = hundredths / 100;
      expect(displayWeight(toKg(typed, 'kg'), 'kg')).toBe(typed);
    }
  });

  it('rounds a value from the other unit: pounds to 0.1, kilograms to 0.01', () => {
    expect(displayWeight(100, 'lb')).toBe(220.5);
    expect(displayWeight(60, 'lb')).toBe(132.3);
    expect(displayWeight(62.5, 'lb')).toBe(137.8);
    expect(displayWeight(70, 'lb')).toBe(154.3);
    expect(displayWeight(toKg(135, 'lb'), 'kg')).toBe(61.24);
  });

  it('switching the unit back and forth changes nothing stored', () => {
    // Stored values are only read for display; what each unit shows is a pure function of them.
    const stored = [60, 61.235, 102.058, 45.926];
    const shown = (unit: 'kg' | 'lb') => stored.map((kg) => displayWeight(kg, unit));
    const first = shown('kg');
    shown('lb');
    expect(shown('kg')).toEqual(first);
    expect(stored).toEqual([60, 61.235, 102.058, 45.926]);
  });

  it('formats weights and totals with the unit', () => {
    expect(formatWeightIn(61.235, 'lb')).toBe('135 lb');
    expect(formatWeightIn(72.5, 'kg')).toBe('72.5 kg');
    expect(formatWholeWeight(12450, 'kg')).toBe('12,450 kg');
    expect(formatWholeWeight(12450, 'lb')).toBe('27,448 lb');
    expect(weightInputText(null, 'lb')).toBe('');
  });
});

describe('parsing what a person types', () => {
  it('reads their unit into kilograms, with a comma as a decimal point', () => {
    expect(parseWeight('135', 'lb')).toEqual({ ok: true, kg: 61.235 });
    expect(parseWeight('72,5', 'kg')).toEqual({ ok: true, kg: 72.5 });
    expect(parseWeight('  ', 'kg')).toEqual({ ok: true, kg: null });
    expect(parseWeight('.5', 'kg')).toEqual({ ok: true, kg: 0.5 });
  });

  it("refuses what the database would refuse, in the person's unit", () => {
    expect(parseWeight('abc', 'kg')).toMatchObject({ ok: false });
    expect(parseWeight('-5', 'kg')).toMatchObject({ ok: false });
    expect(parseWeight('.', 'kg')).toMatchObject({ ok: false });
    expect(parseWeight('1.255', 'kg')).toMatchObject({ ok: false });
    expect(parseWeight('10000', 'kg')).toEqual({
      ok: false,
      message: 'Weight must be a number from 0 to 9999.99 kg, at most 2 decimals.',
    });
    expect(parseWeight('22046', 'lb')).toMatchObject({ ok: false, message: expect.stringContaining('22045 lb') });
    const heaviest = parseWeight('22045', 'lb');
    expect(heaviest.ok && heaviest.kg !== null && heaviest.kg < 10000).toBe(true);
  });
});

describe('targets a person can load', () => {
  it('steps by a pair of the smallest plates, from the plate settings or the usual gym', () => {
    expect(loadableIncrement('lb')).toBe(5);
    expect(loadableIncrement('kg')).toBe(2.5);
    expect(loadableIncrement('lb', [45, 25, 1.25])).toBe(2.5);
    expect(loadableIncrement('kg', [20, 10, 0.5])).toBe(1);
    expect(loadableIncrement('kg', [])).toBe(2.5);
  });

  it('rounds a target written in the other unit to a loadable figure (the issue: 71.65, 132.3, 38.6 lb)', () => {
    expect([32.5, 60, 17.5].map((kg) => targetWeightIn(kg, 'lb', 5))).toEqual([70, 130, 40]);
    expect([32.5, 60, 17.5].map((kg) => targetWeightIn(kg, 'lb', 2.5))).toEqual([72.5, 132.5, 37.5]);
    expect(formatTargetWeight(32.5, 'lb', 5)).toBe('70 lb');
    // 135 lb written by a coach in pounds, read in kilograms.
    expect(targetWeightIn(toKg(135, 'lb'), 'kg', 2.5)).toBe(60);
    // A small target never rounds to nothing.
    expect(targetWeightIn(1, 'lb', 5)).toBe(5);
  });

  it('shows a target typed in the same unit as typed', () => {
    for (const lb of [135, 45, 102.5, 97.5, 12.5]) expect(targetWeightIn(toKg(lb, 'lb'), 'lb', 5)).toBe(lb);
    for (const kg of [31, 32.5, 61.2, 100]) expect(targetWeightIn(kg, 'kg', 2.5)).toBe(kg);
  });

  it('pre-fills kilograms that read back as the loadable figure, without drift', () => {
    const kg = loadableTargetKg(32.5, 'lb', 5);
    expect(kg).toBe(31.751);
    expect(displayWeight(kg, 'lb')).toBe(70);
    expect(targetWeightIn(kg, 'lb', 5)).toBe(70);
    expect(loadableTargetKg(32.5, 'kg', 2.5)).toBe(32.5);
  });
});
