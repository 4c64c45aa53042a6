export type DurationUnit = 'minutes' | 'hours' | 'days';

const MINUTES: Record<DurationUnit, number> = { minutes: 1, hours: 60, days: 1440 };

/** 120 → { amount: '2', unit: 'hours' }: the largest unit that divides it exactly. */
export function splitMinutes(minutes: number): { amount: string; unit: DurationUnit } {
  if (minutes > 0 && minutes % 1440 === 0) return { amount: String(minutes / 1440), unit: 'days' };
  if (minutes > 0 && minutes % 60 === 0) return { amount: String(minutes / 60), unit: 'hours' };
  return { amount: String(minutes), unit: 'minutes' };
}

/** { '2', 'hours' } → 120; not a whole number → null. */
export function toMinutes(amount: string, unit: DurationUnit): number | null {
  if (!/^\d{1,6}$/.test(amount.trim())) return null;
  return Number(amount.trim()) * MINUTES[unit];
}

/** "2 hours", "1 day", "90 minutes", "no notice". */
export function minutesInWords(minutes: number): string {
  if (minutes === 0) return 'no time';
  const { amount, unit } = splitMinutes(minutes);
  const singular = unit.slice(0, -1);
  return `${amount} ${amount === '1' ? singular : unit}`;
}
