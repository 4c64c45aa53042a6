import { describe, expect, it } from 'vitest';
import { TREND_SMOOTHING, trendChange, weightTrend } from '@/features/body-weight/lib/weight-trend';

describe('weightTrend', () => {
  it('starts at the first weight and moves a quarter of the way towards each next day', () => {
    const trend = weightTrend([
      { date: '2026-11-01', kg: 80 },
      { date: '2026-11-02', kg: 84 },
      { date: '2026-11-03', kg: 80 },
    ]);
    expect(trend.map((p) => p.trendKg)).toEqual([80, 81, 80.75]);
  });

  it('smooths a zig-zag: the trend swings far less than the weights', () => {
    const points = Array.from({ length: 20 }, (_, i) => ({
      date: `2026-10-${String(i + 1).padStart(2, '0')}`,
      kg: i % 2 === 0 ? 79 : 81,
    }));
    const trend = weightTrend(points).slice(10);
    const swing = Math.max(...trend.map((p) => p.trendKg)) - Math.min(...trend.map((p) => p.trendKg));
    expect(swing).toBeLessThan(0.6);
    expect(trend[trend.length - 1]!.trendKg).toBeCloseTo(80, 0);
  });

  it('sorts by day, and counts a gap of days as that many steps', () => {
    const trend = weightTrend([
      { date: '2026-11-08', kg: 84 },
      { date: '2026-11-01', kg: 80 },
    ]);
    expect(trend.map((p) => p.date)).toEqual(['2026-11-01', '2026-11-08']);
    const alpha = 1 - (1 - TREND_SMOOTHING) ** 7;
    expect(trend[1]!.trendKg).toBeCloseTo(80 + alpha * 4, 10);
  });

  it('is empty without weights', () => {
    expect(weightTrend([])).toEqual([]);
  });
});

describe('trendChange', () => {
  it('is the trend now minus the trend on the last weighed day at least N days before', () => {
    const trend = weightTrend([
      { date: '2026-11-01', kg: 80 },
      { date: '2026-11-05', kg: 80 },
      { date: '2026-11-09', kg: 78 },
    ]);
    // 7 days before the 9th is the 2nd: the last weighed day on or before it is the 1st.
    expect(trendChange(trend, 7)).toBeCloseTo(trend[2]!.trendKg - 80, 10);
    expect(trendChange(trend, 4)).toBeCloseTo(trend[2]!.trendKg - trend[1]!.trendKg, 10);
  });

  it('is null without a day far enough back', () => {
    expect(trendChange(weightTrend([{ date: '2026-11-01', kg: 80 }]), 7)).toBeNull();
    expect(trendChange([], 7)).toBeNull();
  });
});
