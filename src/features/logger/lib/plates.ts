/**
 * Barbell loading: which plates go on each side for a total weight, from the plates the person has.
 * Every number here is in the unit of the settings (kg plates or lb plates); the maths is the same.
 */
import type { WeightUnit } from '@/lib/units';

export interface PlateSettings {
  /** The empty bar. */
  bar: number;
  /** Plate sizes available; every size is assumed to come in enough pairs. */
  plates: number[];
}

/** The usual gym's plates and bar for each unit. */
export const DEFAULT_PLATE_SETTINGS: Record<WeightUnit, PlateSettings> = {
  kg: { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
  lb: { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
};

export const PLATE_CHOICES: Record<WeightUnit, readonly number[]> = {
  kg: [25, 20, 15, 10, 5, 2.5, 2, 1.25, 1, 0.5],
  lb: [55, 45, 35, 25, 10, 5, 2.5, 1.25],
};
export const BAR_CHOICES: Record<WeightUnit, readonly number[]> = {
  kg: [20, 15, 10, 7, 0],
  lb: [45, 35, 33, 25, 15, 0],
};

export type PlateLoad =
  | { kind: 'below-bar'; bar: number }
  | {
      kind: 'loaded';
      /** Plates on one side, heaviest first (the bar is loaded from the inside out). */
      perSide: number[];
      /** What the bar with these plates weighs. */
      total: number;
      /** Wanted minus loaded: 0 when exact, else the nearest lighter load the plates allow. */
      short: number;
    };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

// Work in hundredths so 1.25 and 2.5 add up without floating-point drift.
const units = (weight: number) => Math.round(weight * 100);

/**
 * The fewest plates per side that reach the target exactly, or, when the plates cannot make it,
 * the heaviest load below it (never heavier than asked). Exact search (not greedy), so 20 kg per
 * side from 15s and 10s is 10 + 10, not 15 and a missing 5.
 */
export function loadBar(targetWeight: number, settings: PlateSettings): PlateLoad {
  const bar = units(settings.bar);
  const target = units(targetWeight);
  if (!Number.isFinite(targetWeight) || target < bar) return { kind: 'below-bar', bar: settings.bar };
  const sizes = [...new Set(settings.plates.map(units).filter((size) => size > 0))].sort((a, b) => b - a);
  if (sizes.length === 0) return { kind: 'loaded', perSide: [], total: bar / 100, short: (target - bar) / 100 };
  // Count in steps of the plates' common divisor: 300 kg from 1.25 kg steps is a few hundred cells.
  const step = sizes.reduce(gcd);
  const steps = sizes.map((size) => size / step);
  const side = Math.floor((target - bar) / 2 / step);
  // fewest[w] = fewest plates making exactly w per side; from[w] = the plate added last.
  const fewest = new Array<number>(side + 1).fill(Infinity);
  const from = new Array<number>(side + 1).fill(0);
  fewest[0] = 0;
  for (let weight = 1; weight <= side; weight += 1) {
    for (const size of steps) {
      if (size <= weight && fewest[weight - size]! + 1 < fewest[weight]!) {
        fewest[weight] = fewest[weight - size]! + 1;
        from[weight] = size;
      }
    }
  }
  let reached = side;
  while (reached > 0 && fewest[reached] === Infinity) reached -= 1;
  const perSide: number[] = [];
  for (let rest = reached; rest > 0; rest -= from[rest]!) perSide.push(from[rest]! * step);
  perSide.sort((a, b) => b - a);
  const total = bar + 2 * reached * step;
  return {
    kind: 'loaded',
    perSide: perSide.map((size) => size / 100),
    total: total / 100,
    short: (target - total) / 100,
  };
}

/**
 * Reads stored settings for a unit, falling back to that unit's defaults for anything missing or
 * malformed. Settings saved before units existed (`barKg`, `platesKg`) are kilogram settings.
 */
export function parsePlateSettings(raw: string | null, unit: WeightUnit): PlateSettings {
  const defaults = DEFAULT_PLATE_SETTINGS[unit];
  if (!raw) return defaults;
  const limit = unit === 'kg' ? 50 : 110;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return defaults;
    const record = value as Record<string, unknown>;
    const barValue = record.bar ?? record.barKg;
    const platesValue = record.plates ?? record.platesKg;
    const bar = typeof barValue === 'number' && barValue >= 0 && barValue <= limit ? barValue : defaults.bar;
    const plates = Array.isArray(platesValue)
      ? platesValue.filter((plate): plate is number => typeof plate === 'number' && plate > 0 && plate <= limit)
      : [];
    return { bar, plates: plates.length > 0 ? plates : defaults.plates };
  } catch {
    return defaults;
  }
}
