import { addDays, type LocalDate } from '@/lib/zoned-time';

// The trend line under a client's daily weights (docs/habits.md): an exponentially weighted moving
// average, as The Hacker's Diet and most scale apps draw it. Day-to-day weight swings by a kilogram
// or more with water and food; the average moves only with what persists.

export interface WeightPoint {
  /** The client's calendar day. */
  date: LocalDate;
  kg: number;
}

export interface TrendPoint extends WeightPoint {
  trendKg: number;
}

/** The weight of a new day: 2 / (N + 1) with N = 7, so the average spans about a week. */
export const TREND_SMOOTHING = 0.25;

const dayNumber = (date: LocalDate) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * Each weight with the trend as of that day, oldest first. A gap of several days counts as that
 * many steps towards the new weight (1 - (1 - a)^gap), so a weight after a week away moves the trend
 * as a week of weights would, not as one day's.
 */
export function weightTrend(points: readonly WeightPoint[]): TrendPoint[] {
  const sorted = [...points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const result: TrendPoint[] = [];
  for (const point of sorted) {
    const previous = result[result.length - 1];
    if (!previous) {
      result.push({ ...point, trendKg: point.kg });
      continue;
    }
    const gap = Math.max(1, dayNumber(point.date) - dayNumber(previous.date));
    const alpha = 1 - (1 - TREND_SMOOTHING) ** gap;
    result.push({ ...point, trendKg: previous.trendKg + alpha * (point.kg - previous.trendKg) });
  }
  return result;
}

/**
 * How far the trend moved over the last `days` days (kg; negative is a loss): the latest trend
 * minus the trend on the last weighed day at least `days` before it. Null without such a day.
 */
export function trendChange(trend: readonly TrendPoint[], days: number): number | null {
  const latest = trend[trend.length - 1];
  if (!latest) return null;
  const cutoff = addDays(latest.date, -days);
  for (let index = trend.length - 2; index >= 0; index -= 1) {
    const point = trend[index]!;
    if (point.date <= cutoff) return latest.trendKg - point.trendKg;
  }
  return null;
}
