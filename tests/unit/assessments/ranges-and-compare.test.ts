import { describe, expect, it } from 'vitest';
import { compareAssessments, formatChange } from '@/features/assessments/lib/compare';
import { markerFor, MARKERS } from '@/features/assessments/lib/markers';
import { flagValue, formatRange, rangeFor, referenceFor, sexFor } from '@/features/assessments/lib/ranges';

const marker = (type: Parameters<typeof markerFor>[0], key: string) => {
  const found = markerFor(type, key);
  if (!found) throw new Error(`no marker ${key}`);
  return found;
};

describe('reference ranges', () => {
  it('flags low, high and normal against a shared range', () => {
    const glucose = marker('blood_test', 'glucoseMmolL');
    expect(flagValue(glucose, 3.8, 'female')).toBe('low');
    expect(flagValue(glucose, 3.9, 'female')).toBe('normal');
    expect(flagValue(glucose, 5.5, 'male')).toBe('normal');
    expect(flagValue(glucose, 5.6, 'male')).toBe('high');
    expect(flagValue(glucose, undefined, 'male')).toBe('none');
  });

  it('uses the sex-specific range where women and men differ', () => {
    const ferritin = marker('blood_test', 'ferritinUgL');
    // 20 µg/L: fine for a woman (15–150), low for a man (30–400).
    expect(flagValue(ferritin, 20, 'female')).toBe('normal');
    expect(flagValue(ferritin, 20, 'male')).toBe('low');
    // 200 µg/L: high for a woman, fine for a man.
    expect(flagValue(ferritin, 200, 'female')).toBe('high');
    expect(flagValue(ferritin, 200, 'male')).toBe('normal');
    const testosterone = marker('blood_test', 'testosteroneNmolL');
    expect(flagValue(testosterone, 15, 'female')).toBe('high');
    expect(flagValue(testosterone, 15, 'male')).toBe('normal');
  });

  it('flags only values outside both ranges when the sex is unknown', () => {
    const ferritin = marker('blood_test', 'ferritinUgL');
    expect(sexFor('other')).toBeNull();
    expect(sexFor(null)).toBeNull();
    expect(rangeFor(ferritin, null)).toEqual([15, 400]);
    expect(flagValue(ferritin, 20, sexFor('other'))).toBe('normal');
    expect(flagValue(ferritin, 10, sexFor('other'))).toBe('low');
  });

  it('handles one-sided ranges and markers without a range', () => {
    const hdl = marker('blood_test', 'hdlMmolL');
    expect(flagValue(hdl, 1.1, 'female')).toBe('low');
    expect(flagValue(hdl, 1.1, 'male')).toBe('normal');
    expect(flagValue(hdl, 3.5, 'male')).toBe('normal');
    expect(formatRange(rangeFor(hdl, 'female'))).toBe('≥ 1.2');
    expect(formatRange(rangeFor(marker('blood_test', 'ldlMmolL'), 'male'))).toBe('≤ 3');
    expect(formatRange(rangeFor(marker('blood_test', 'glucoseMmolL'), 'male'))).toBe('3.9–5.5');
    expect(flagValue(marker('body_scan', 'weightKg'), 150, 'male')).toBe('none');
  });
});

describe("the lab's own range", () => {
  it('flags against the lab range when one was entered, the built-in range otherwise', () => {
    const ferritin = marker('blood_test', 'ferritinUgL');
    // 20 µg/L is low for a man by the built-in range (30–400), in range by this lab's 13–150 ...
    expect(flagValue(ferritin, 20, 'male')).toBe('low');
    expect(flagValue(ferritin, 20, 'male', [13, 150])).toBe('normal');
    // ... and 200 is fine by the built-in range but high by the lab's.
    expect(flagValue(ferritin, 200, 'male', [13, 150])).toBe('high');
    expect(flagValue(ferritin, 12, 'female', [13, 150])).toBe('low');
    expect(referenceFor(ferritin, 'male', [13, 150])).toEqual({ range: [13, 150], source: 'lab' });
    expect(referenceFor(ferritin, 'male')).toEqual({ range: [30, 400], source: 'typical' });
  });

  it('uses a one-sided lab range and falls back when the lab range is empty', () => {
    const vitaminD = marker('blood_test', 'vitaminDNmolL');
    expect(flagValue(vitaminD, 60, 'female', [75, null])).toBe('low');
    expect(flagValue(vitaminD, 900, 'female', [75, null])).toBe('normal');
    expect(referenceFor(vitaminD, 'female', [null, null])?.source).toBe('typical');
    expect(referenceFor(vitaminD, 'female', null)?.source).toBe('typical');
    // A marker with no built-in range is flagged once the lab gives one.
    const weight = marker('body_scan', 'weightKg');
    expect(flagValue(weight, 150, 'male')).toBe('none');
    expect(flagValue(weight, 150, 'male', [50, 100])).toBe('high');
  });
});

describe('comparing two dates', () => {
  it('lines up every marker either record has, in catalogue order, with the change', () => {
    const rows = compareAssessments(
      MARKERS.body_scan,
      { weightKg: 64.2, bodyFatPercent: 27.5, visceralFatLevel: 5 },
      { bodyFatPercent: 25.9, weightKg: 63.4, leanMassKg: 46.9 },
    );
    expect(rows.map((row) => row.marker.key)).toEqual(['weightKg', 'bodyFatPercent', 'leanMassKg', 'visceralFatLevel']);
    expect(rows[0]).toMatchObject({ before: 64.2, after: 63.4, change: -0.8 });
    expect(rows[1]!.change).toBe(-1.6);
    expect(rows[2]).toMatchObject({ before: undefined, after: 46.9, change: undefined });
    expect(rows[3]).toMatchObject({ before: 5, after: undefined, change: undefined });
  });

  it('writes changes with a sign', () => {
    expect(formatChange(1.2)).toBe('+1.2');
    expect(formatChange(-0.8)).toBe('−0.8');
    expect(formatChange(0)).toBe('0');
    expect(formatChange(undefined)).toBe('—');
  });
});

describe('formatting a value', () => {
  it('puts the unit after the number, and a rating after the word "level"', async () => {
    const { formatValue } = await import('@/features/assessments/lib/format');
    expect(formatValue(63.4, 'kg')).toBe('63.4 kg');
    expect(formatValue(4, 'level')).toBe('level 4');
    expect(formatValue(undefined, 'kg')).toBe('—');
  });
});
