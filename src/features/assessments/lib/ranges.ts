import type { Marker, Range, Sex } from './markers';

export type Flag = 'low' | 'high' | 'normal' | 'none';

/** The person's sex as the ranges need it: anything other than female or male has no sex-specific range. */
export function sexFor(gender: string | null | undefined): Sex | null {
  return gender === 'female' || gender === 'male' ? gender : null;
}

function isPerSex(range: Marker['range']): range is Readonly<Record<Sex, Range>> {
  return range !== undefined && !Array.isArray(range);
}

/**
 * The reference range that applies. Where ranges differ by sex and the sex is unknown, the span
 * covering both is used: only a value outside every range is flagged.
 */
export function rangeFor(marker: Marker, sex: Sex | null): Range | null {
  const range = marker.range;
  if (!range) return null;
  if (!isPerSex(range)) return range as Range;
  if (sex) return range[sex];
  const [f, m] = [range.female, range.male];
  const low = f[0] === null || m[0] === null ? null : Math.min(f[0], m[0]);
  const high = f[1] === null || m[1] === null ? null : Math.max(f[1], m[1]);
  return [low, high];
}

export function isSexSpecific(marker: Marker): boolean {
  return isPerSex(marker.range);
}

/** Lab ranges entered with one result: `{ "<marker key>": [low, high] }`. */
export type LabRanges = Readonly<Record<string, Range>>;

export interface Reference {
  range: Range;
  /** `lab`: the range printed on this result's report; `typical`: the built-in adult range. */
  source: 'lab' | 'typical';
}

/**
 * The range a value is judged against: the lab's own, when one was entered with the result (labs
 * differ in method and population, and their report is authoritative), otherwise the built-in one.
 */
export function referenceFor(marker: Marker, sex: Sex | null, labRange?: Range | null): Reference | null {
  if (labRange && (labRange[0] !== null || labRange[1] !== null)) return { range: labRange, source: 'lab' };
  const range = rangeFor(marker, sex);
  return range ? { range, source: 'typical' } : null;
}

export function flagValue(marker: Marker, value: number | undefined, sex: Sex | null, labRange?: Range | null): Flag {
  if (value === undefined) return 'none';
  const range = referenceFor(marker, sex, labRange)?.range;
  if (!range) return 'none';
  if (range[0] !== null && value < range[0]) return 'low';
  if (range[1] !== null && value > range[1]) return 'high';
  return 'normal';
}

/** "3.9–5.5", "< 5", "≥ 1.2". */
export function formatRange(range: Range | null): string {
  if (!range) return '';
  const [low, high] = range;
  if (low !== null && high !== null) return `${low}–${high}`;
  if (high !== null) return `≤ ${high}`;
  if (low !== null) return `≥ ${low}`;
  return '';
}
