import { displayWeight, parseWeight, toKg, type WeightUnit } from '@/lib/units';

/** The database's plausible span (body_weight_entries.weight_kg), in kilograms. */
export const BODY_WEIGHT_MIN_KG = 20;
export const BODY_WEIGHT_MAX_KG = 400;

/** One tap of the stepper: 0.1 in either unit, what a bathroom scale shows. */
export const BODY_WEIGHT_STEP = 0.1;

export type ParsedBodyWeight = { ok: true; kg: number } | { ok: false; message: string };

const limitsIn = (unit: WeightUnit) =>
  [Math.ceil(displayWeight(BODY_WEIGHT_MIN_KG, unit)), Math.floor(displayWeight(BODY_WEIGHT_MAX_KG, unit))] as const;

/** A typed body weight in the person's unit, as kilograms (to the gram), within the plausible span. */
export function parseBodyWeight(text: string, unit: WeightUnit): ParsedBodyWeight {
  const [min, max] = limitsIn(unit);
  const message = `Enter your weight in ${unit}, from ${min} to ${max}.`;
  const parsed = parseWeight(text, unit);
  if (!parsed.ok || parsed.kg === null) return { ok: false, message };
  if (parsed.kg < BODY_WEIGHT_MIN_KG || parsed.kg > BODY_WEIGHT_MAX_KG) return { ok: false, message };
  return { ok: true, kg: parsed.kg };
}

/** The field's text one step up or down (from the last weight when the field holds no number). */
export function stepBodyWeight(text: string, unit: WeightUnit, direction: 1 | -1): string {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value) || text.trim() === '') return text;
  const next = Math.round((value + direction * BODY_WEIGHT_STEP) * 10) / 10;
  const kg = toKg(next, unit);
  if (kg < BODY_WEIGHT_MIN_KG || kg > BODY_WEIGHT_MAX_KG) return text;
  return next.toFixed(1);
}

/** The field's first text: the last weight in the person's unit, to one decimal. */
export function bodyWeightText(kg: number | null, unit: WeightUnit): string {
  if (kg === null) return '';
  return (Math.round(displayWeight(kg, unit) * 10) / 10).toFixed(1);
}
