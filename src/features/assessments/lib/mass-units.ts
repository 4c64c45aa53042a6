import { displayWeight, fromKg, toKg, type WeightUnit } from '@/lib/units';
import type { Assessment } from '../api/types';
import type { ValidEntry } from './entry-form';
import { ASSESSMENT_TYPES, MARKERS, type Marker, type Range, type Sex } from './markers';

/**
 * Body-scan masses (weight, lean, fat, skeletal muscle, segmental lean) in the viewer's unit. The
 * database keeps kilograms, as the catalogue says; only what is shown and typed changes. Every
 * other marker (percentages, levels, kcal, lab units) is left as it is. See docs/units.md.
 */

/** The keys of the markers kept in kilograms, whatever the assessment type. */
const MASS_KEYS: ReadonlySet<string> = new Set(
  ASSESSMENT_TYPES.flatMap((type) =>
    MARKERS[type].filter((marker) => marker.unit === 'kg').map((marker) => marker.key),
  ),
);

export const isMassKey = (key: string): boolean => MASS_KEYS.has(key);

const tenths = (value: number, round: (x: number) => number) => round(Number((value * 10).toFixed(6))) / 10;

/** A stored mass as it reads: one decimal in `unit`, as Renpho and Trainerize show body mass. */
export const showMass = (kg: number, unit: WeightUnit): number => tenths(fromKg(kg, unit), Math.round);

const rangeIn = (range: Range, unit: WeightUnit): Range => [
  range[0] === null ? null : showMass(range[0], unit),
  range[1] === null ? null : showMass(range[1], unit),
];

const isPerSex = (range: NonNullable<Marker['range']>): range is Readonly<Record<Sex, Range>> => !Array.isArray(range);

/**
 * The catalogue in the viewer's unit. In pounds a mass marker is labelled "lb" and its accepted
 * span is converted and rounded inwards to 0.1 lb, so anything accepted converts to kilograms the
 * database accepts. In kilograms the catalogue is returned as it is.
 */
export function markersIn(markers: readonly Marker[], unit: WeightUnit): readonly Marker[] {
  if (unit === 'kg') return markers;
  return markers.map((marker) => {
    if (!isMassKey(marker.key)) return marker;
    const [min, max] = marker.limits;
    const { range } = marker;
    return {
      ...marker,
      unit,
      limits: [tenths(fromKg(min, unit), Math.ceil), tenths(fromKg(max, unit), Math.floor)] as const,
      ...(range && {
        range: isPerSex(range)
          ? { female: rangeIn(range.female, unit), male: rangeIn(range.male, unit) }
          : rangeIn(range, unit),
      }),
    };
  });
}

const mapMasses = <T>(values: Readonly<Record<string, T>>, convert: (value: T) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, isMassKey(key) ? convert(value) : value]));

/** A record as the viewer reads it: masses to one decimal in their unit, everything else as stored. */
export function recordIn(record: Assessment, unit: WeightUnit): Assessment {
  return {
    ...record,
    values: mapMasses(record.values, (kg) => showMass(kg, unit)),
    labRanges: mapMasses(record.labRanges, (range) => rangeIn(range, unit)),
  };
}

/**
 * Stored values as the edit form shows them. In kilograms nothing changes (the form shows what is
 * stored); in pounds a mass shows as the units library's figure that converts back to it exactly
 * where there is one (what was typed in pounds shows as typed).
 */
export function formValuesIn(values: Readonly<Record<string, number>>, unit: WeightUnit): Record<string, number> {
  return unit === 'kg' ? { ...values } : mapMasses(values, (kg) => displayWeight(kg, unit));
}

/**
 * A checked entry, typed in `unit`, as stored. Pounds become kilograms to the gram (like a typed
 * set weight); a mass whose text was left as the form showed it keeps its stored value exactly, so
 * editing a note never rewrites a scan's figures. Kilograms are stored as typed, as before.
 */
export function entryInKg(
  entry: ValidEntry,
  unit: WeightUnit,
  stored: Readonly<Record<string, number>> = {},
): ValidEntry {
  if (unit === 'kg') return entry;
  const data = Object.fromEntries(
    Object.entries(entry.data).map(([key, value]) => {
      if (!isMassKey(key)) return [key, value];
      const before = stored[key];
      return [key, before !== undefined && displayWeight(before, unit) === value ? before : toKg(value, unit)];
    }),
  );
  return { ...entry, data };
}
