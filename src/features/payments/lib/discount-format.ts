import type { Tables } from '@/lib/database.types';
import { formatDay } from './catalogue-format';
import { firstDayOf, lastDayOf } from './discount-form';

/** "From 1 Dec 2026 to 31 Dec 2026" / "Until 31 Dec 2026" / "Always", in the studio's days. */
export function describeValidDays(
  code: Pick<Tables<'discount_codes'>, 'starts_at' | 'ends_at'>,
  timeZone: string,
): string {
  const from = code.starts_at ? formatDay(firstDayOf(code.starts_at, timeZone)) : null;
  const to = code.ends_at ? formatDay(lastDayOf(code.ends_at, timeZone)) : null;
  if (from && to) return `${from} to ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Always';
}

/** "Every pack and plan" / "10 × 1:1 PT, Unlimited classes" (a deleted product is counted, not named). */
export function describeProducts(productIds: readonly string[] | null, names: ReadonlyMap<string, string>): string {
  if (productIds === null) return 'Every pack and plan';
  const known = productIds.flatMap((id) => names.get(id) ?? []);
  const unknown = productIds.length - known.length;
  return [...known, ...(unknown > 0 ? [`${unknown} removed ${unknown === 1 ? 'product' : 'products'}`] : [])].join(
    ', ',
  );
}

/** Why a code does not work right now ("Expired", "Not started", "Used up"), or null when it does. */
export function discountBlocker(
  code: Pick<Tables<'discount_codes'>, 'starts_at' | 'ends_at' | 'max_redemptions'> & { used: number },
  now: number,
): string | null {
  if (code.ends_at && new Date(code.ends_at).getTime() <= now) return 'Expired';
  if (code.starts_at && new Date(code.starts_at).getTime() > now) return 'Not started';
  if (code.max_redemptions !== null && code.used >= code.max_redemptions) return 'Used up';
  return null;
}
