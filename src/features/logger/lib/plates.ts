/** Barbell loading: which plates go on each side for a total weight, from the plates the person has. */

export interface PlateSettings {
  /** The empty bar, kg. */
  barKg: number;
  /** Plate sizes available, kg each; every size is assumed to come in enough pairs. */
  platesKg: number[];
}

export const DEFAULT_PLATE_SETTINGS: PlateSettings = {
  barKg: 20,
  platesKg: [25, 20, 15, 10, 5, 2.5, 1.25],
};

export const PLATE_CHOICES_KG = [25, 20, 15, 10, 5, 2.5, 2, 1.25, 1, 0.5] as const;
export const BAR_CHOICES_KG = [20, 15, 10, 7, 0] as const;

export type PlateLoad =
  | { kind: 'below-bar'; barKg: number }
  | {
      kind: 'loaded';
      /** Plates on one side, heaviest first (the bar is loaded from the inside out). */
      perSide: number[];
      /** What the bar with these plates weighs. */
      totalKg: number;
      /** Wanted minus loaded: 0 when exact, else the nearest lighter load the plates allow. */
      shortKg: number;
    };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

// Work in hundredths of a kilogram so 1.25 and 2.5 add up without floating-point drift.
const units = (kg: number) => Math.round(kg * 100);

/**
 * The fewest plates per side that reach the target exactly, or, when the plates cannot make it,
 * the heaviest load below it (never heavier than asked). Exact search (not greedy), so 20 kg per
 * side from 15s and 10s is 10 + 10, not 15 and a missing 5.
 */
export function loadBar(targetKg: number, settings: PlateSettings): PlateLoad {
  const bar = units(settings.barKg);
  const target = units(targetKg);
  if (!Number.isFinite(targetKg) || target < bar) return { kind: 'below-bar', barKg: settings.barKg };
  const sizes = [...new Set(settings.platesKg.map(units).filter((size) => size > 0))].sort((a, b) => b - a);
  if (sizes.length === 0) return { kind: 'loaded', perSide: [], totalKg: bar / 100, shortKg: (target - bar) / 100 };
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
    totalKg: total / 100,
    shortKg: (target - total) / 100,
  };
}

/** Reads stored settings, falling back to the defaults for anything missing or malformed. */
export function parsePlateSettings(raw: string | null): PlateSettings {
  if (!raw) return DEFAULT_PLATE_SETTINGS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULT_PLATE_SETTINGS;
    const { barKg, platesKg } = value as { barKg?: unknown; platesKg?: unknown };
    const bar = typeof barKg === 'number' && barKg >= 0 && barKg <= 50 ? barKg : DEFAULT_PLATE_SETTINGS.barKg;
    const plates = Array.isArray(platesKg)
      ? platesKg.filter((plate): plate is number => typeof plate === 'number' && plate > 0 && plate <= 50)
      : [];
    return { barKg: bar, platesKg: plates.length > 0 ? plates : DEFAULT_PLATE_SETTINGS.platesKg };
  } catch {
    return DEFAULT_PLATE_SETTINGS;
  }
}
