import { describe, expect, it } from 'vitest';
import { implausibleChanges, nearestScan } from '@/features/assessments/lib/scan-plausibility';

const previous = { measuredOn: '2026-03-01', values: { weightKg: 80, leanMassKg: 60, bodyFatPercent: 25 } };

describe('implausibleChanges', () => {
  it('flags +8 kg of weight and −15.9 kg of lean mass five days after the last scan, saying which and why', () => {
    const next = { measuredOn: '2026-03-06', values: { weightKg: 88, leanMassKg: 44.1, bodyFatPercent: 26 } };
    const found = implausibleChanges(previous, next, 'kg');
    expect(found.map((change) => change.key)).toEqual(['weightKg', 'leanMassKg']);
    expect(found[0]!.message).toBe(
      'Weight changed by +8 kg in 5 days (2026-03-01). More than 4.5 kg in 5 days is unlikely to be real: check for a typing error.',
    );
    expect(found[1]!.message).toMatch(/^Lean mass changed by −15.9 kg in 5 days/);
  });

  it('accepts what a body can do: a normal week, a fast cut over two months, a same-day swing of water', () => {
    expect(
      implausibleChanges(previous, { measuredOn: '2026-03-08', values: { weightKg: 78.6, leanMassKg: 59.2 } }, 'kg'),
    ).toEqual([]);
    expect(
      implausibleChanges(
        previous,
        { measuredOn: '2026-05-01', values: { weightKg: 72, leanMassKg: 58, bodyFatPercent: 18 } },
        'kg',
      ),
    ).toEqual([]);
    expect(implausibleChanges(previous, { measuredOn: '2026-03-01', values: { weightKg: 81.8 } }, 'kg')).toEqual([]);
  });

  it('flags body fat moving more than 3 points plus 0.2 a day', () => {
    const found = implausibleChanges(previous, { measuredOn: '2026-03-11', values: { bodyFatPercent: 19.5 } }, 'kg');
    expect(found.map((change) => change.message)).toEqual([
      'Body fat changed by −5.5 points in 10 days (2026-03-01). More than 5 points in 10 days is unlikely to be real: check for a typing error.',
    ]);
  });

  it("speaks the viewer's unit", () => {
    const [weight] = implausibleChanges(previous, { measuredOn: '2026-03-06', values: { weightKg: 88 } }, 'lb');
    expect(weight!.message).toMatch(/^Weight changed by \+17.6 lb in 5 days .* More than 9.9 lb in 5 days/);
  });

  it('compares nothing without a previous scan or a value in both', () => {
    expect(implausibleChanges(null, previous, 'kg')).toEqual([]);
    expect(implausibleChanges(previous, { measuredOn: '2026-03-02', values: { fatMassKg: 40 } }, 'kg')).toEqual([]);
  });
});

describe('nearestScan', () => {
  it('picks the scan closest in time, before or after', () => {
    const scans = [
      { measuredOn: '2026-01-01', values: {} },
      { measuredOn: '2026-03-04', values: {} },
      { measuredOn: '2026-02-20', values: {} },
    ];
    expect(nearestScan(scans, '2026-03-06')?.measuredOn).toBe('2026-03-04');
    expect(nearestScan(scans, '2025-12-01')?.measuredOn).toBe('2026-01-01');
    expect(nearestScan([], '2026-03-06')).toBeNull();
  });
});
