/** A whole number typed in a field, within the database's limits; anything else is null. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/** An optional whole number: empty is "no limit" (null), a bad value is `false`. */
export function optionalWholeNumber(text: string, min: number, max: number): number | null | false {
  if (text.trim() === '') return null;
  return wholeNumber(text, min, max) ?? false;
}

export const numberText = (value: number | null) => (value === null ? '' : String(value));
