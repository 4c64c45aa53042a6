const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "18 Nov 2026" for a `yyyy-mm-dd` date (no time zone shift: it is a calendar date). */
export function formatDay(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatShortDay(isoDate: string): string {
  return shortFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatValue(value: number | undefined, unit?: string): string {
  if (value === undefined) return '—';
  const text = value.toLocaleString('en-GB', { maximumFractionDigits: 2 });
  // A visceral fat rating reads "level 4", not "4 level".
  if (unit === 'level') return `level ${text}`;
  return unit ? `${text} ${unit}` : text;
}
