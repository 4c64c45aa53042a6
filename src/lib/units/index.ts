/**
 * Weight units. The database keeps kilograms; a person sees and types their own unit. Pure and
 * dependency-free: the dashboard's bundle carries it (docs/units.md).
 */

export type WeightUnit = 'kg' | 'lb';

export const WEIGHT_UNITS: readonly WeightUnit[] = ['kg', 'lb'];

/** The international pound, exactly. */
export const KG_PER_LB = 0.45359237;

/** The unit a person gets before choosing: pounds in the United States, Liberia and Myanmar (en-US, es-US…), else kg. */
export const defaultWeightUnit = (locale: string | undefined): WeightUnit =>
  /^[a-z]+[-_](us|lr|mm)\b/i.test(locale ?? '') ? 'lb' : 'kg';

export const isWeightUnit = (value: unknown): value is WeightUnit => value === 'kg' || value === 'lb';

/** The preference, or the locale's default when the person has not chosen. */
export const resolveWeightUnit = (preference: WeightUnit | null | undefined, locale: string | undefined): WeightUnit =>
  preference ?? defaultWeightUnit(locale);

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

// Kilograms are kept to the gram: fine enough that a pound value typed in 0.05 steps comes back as typed.
const STORED_DECIMALS = 3;

/** A number typed in `unit`, as stored (kg, to the gram). */
export function toKg(value: number, unit: WeightUnit): number {
  return roundTo(unit === 'kg' ? value : value * KG_PER_LB, STORED_DECIMALS);
}

/** A stored kilogram value in `unit`, unrounded. */
export const fromKg = (kg: number, unit: WeightUnit): number => (unit === 'kg' ? kg : kg / KG_PER_LB);

/**
 * A stored value as a number in `unit` for showing or editing. The simplest figure that converts
 * back to exactly the stored value wins (whole, tenths, then hundredths in kg or 0.05 steps in lb),
 * so what was typed shows as typed: any kilogram value to 0.01, any pound value in 0.05 steps
 * (101.25, 102.5, 45.35). A value that came from the other unit has no such figure and is rounded:
 * pounds to 0.1, kilograms to 0.01. Pounds stop at 0.05 steps because, at gram precision, about
 * one kilogram value in five has some 0.01 lb figure that converts to it ("137.79 lb" for 62.5 kg).
 */
export function displayWeight(kg: number, unit: WeightUnit): number {
  const value = fromKg(kg, unit);
  const stored = roundTo(kg, STORED_DECIMALS);
  const candidates =
    unit === 'kg'
      ? [roundTo(value, 0), roundTo(value, 1), roundTo(value, 2)]
      : [roundTo(value, 0), roundTo(value, 1), roundTo(Math.round(value * 20) / 20, 2)];
  for (const candidate of candidates) if (toKg(candidate, unit) === stored) return candidate;
  return roundTo(value, unit === 'lb' ? 1 : 2);
}

/** "72.5 kg", "160 lb". */
export const formatWeightIn = (kg: number, unit: WeightUnit): string => `${displayWeight(kg, unit)} ${unit}`;

/** A total (volume, an estimate) in whole units: 12,450 kg; 27,447 lb. */
export const formatWholeWeight = (kg: number, unit: WeightUnit): string =>
  `${Math.round(fromKg(kg, unit)).toLocaleString('en-US')} ${unit}`;

/** Text for an input: "" for no value, else the display number. */
export const weightInputText = (kg: number | null, unit: WeightUnit): string =>
  kg === null ? '' : String(displayWeight(kg, unit));

/** The heaviest weight a set may hold, in `unit` (the database allows under 10 000 kg). */
export const maxWeightIn = (unit: WeightUnit): number => (unit === 'kg' ? 9999.99 : 22045);

export type ParsedWeight = { ok: true; kg: number | null } | { ok: false; message: string };

/**
 * What a person typed in their unit, as kilograms: empty is "no weight", a comma works as a decimal
 * point, at most two decimals, 0 up to the database's limit.
 */
export function parseWeight(text: string, unit: WeightUnit): ParsedWeight {
  const message = `Weight must be a number from 0 to ${maxWeightIn(unit)} ${unit}, at most 2 decimals.`;
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, kg: null };
  if (!/^\d*\.?\d{0,2}$/.test(trimmed) || trimmed === '.') return { ok: false, message };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value > maxWeightIn(unit)) return { ok: false, message };
  return { ok: true, kg: toKg(value, unit) };
}

/** The smallest pair of plates of each unit's usual gym (1.25 kg, 2.5 lb): what a target can step by. */
const DEFAULT_SMALLEST_PLATE: Record<WeightUnit, number> = { kg: 1.25, lb: 2.5 };

/**
 * The smallest step a barbell load can change by in `unit`: a pair of the smallest plates the
 * person has (the plate calculator's settings), else the usual gym's (2.5 kg, 5 lb).
 */
export function loadableIncrement(unit: WeightUnit, plates?: readonly number[]): number {
  const smallest = Math.min(...(plates ?? []).filter((plate) => plate > 0));
  return 2 * (Number.isFinite(smallest) ? smallest : DEFAULT_SMALLEST_PLATE[unit]);
}

/**
 * A prescribed weight as a figure in `unit` that can be loaded. What a coach typed in this unit
 * (a stored value whose simplest figure is whole or has one decimal, and converts back exactly)
 * shows as typed; anything else (a target written in the other unit: 32.5 kg reads 71.65 lb) is
 * rounded to the nearest multiple of `increment` (70 lb), never to nothing when it was not nothing.
 */
export function targetWeightIn(kg: number, unit: WeightUnit, increment: number): number {
  const shown = displayWeight(kg, unit);
  const typedHere = toKg(shown, unit) === roundTo(kg, STORED_DECIMALS) && roundTo(shown, 1) === shown;
  if (typedHere || !(increment > 0)) return shown;
  const steps = Math.round(fromKg(kg, unit) / increment);
  return roundTo(Math.max(steps, kg > 0 ? 1 : 0) * increment, 2);
}

/** "70 lb" for a 32.5 kg target read in pounds with 5 lb steps (see `targetWeightIn`). */
export const formatTargetWeight = (kg: number, unit: WeightUnit, increment: number): string =>
  `${targetWeightIn(kg, unit, increment)} ${unit}`;

/** The kilograms to pre-fill a set with for a target: the loadable figure, stored without drift. */
export const loadableTargetKg = (kg: number, unit: WeightUnit, increment: number): number =>
  toKg(targetWeightIn(kg, unit, increment), unit);
