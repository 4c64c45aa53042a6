import { CLIENT_TYPE_LABELS, type ClientType } from '@/lib/account-enums';
import { formatMoney } from '@/lib/money';
import type { BillingInterval, DiscountKind } from './payment-enums';

export const INTERVAL_LABELS: Record<BillingInterval, string> = { week: 'Weekly', month: 'Monthly', year: 'Yearly' };
const PER: Record<BillingInterval, string> = { week: 'week', month: 'month', year: 'year' };

/** "£99.00 a month" */
export const describePlanPrice = (priceMinor: number, interval: BillingInterval, currency: string) =>
  `${formatMoney(priceMinor, currency)} a ${PER[interval]}`;

/** "Unlimited Group class sessions" / "8 Group class credits a month" */
export function describeAllowance(
  creditsPerPeriod: number | null,
  interval: BillingInterval,
  categoryName: string,
): string {
  if (creditsPerPeriod === null) return `Unlimited ${categoryName} sessions`;
  return `${creditsPerPeriod} ${categoryName} ${creditsPerPeriod === 1 ? 'credit' : 'credits'} a ${PER[interval]}`;
}

/** What a plan unlocks besides sessions, or null when nothing. */
export function describeUnlocks(plan: {
  grants_client_type: ClientType | null;
  unlocks_on_demand: boolean;
  unlocks_studio_access: boolean;
}): string | null {
  const parts: string[] = [];
  if (plan.grants_client_type) parts.push(`${CLIENT_TYPE_LABELS[plan.grants_client_type]} client type`);
  if (plan.unlocks_on_demand) parts.push('on-demand content');
  if (plan.unlocks_studio_access) parts.push('studio access');
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Valid 90 days from purchase" / "Never expires" */
export const describeValidity = (validDays: number | null) =>
  validDays === null ? 'Never expires' : `Valid ${validDays} ${validDays === 1 ? 'day' : 'days'} from purchase`;

/** "10 credits" */
export const describeCredits = (credits: number) => `${credits} ${credits === 1 ? 'credit' : 'credits'}`;

/** "10% off" / "£5.00 off" */
export function describeDiscount(
  code: { kind: DiscountKind; percent_off: number | null; amount_off_minor: number | null },
  currency: string,
): string {
  return code.kind === 'percent'
    ? `${code.percent_off ?? 0}% off`
    : `${formatMoney(code.amount_off_minor ?? 0, currency)} off`;
}

/** "3 of 50 used" / "3 used (no limit)" */
export const describeUses = (used: number, limit: number | null) =>
  limit === null ? `${used} used (no limit)` : `${used} of ${limit} used`;

/** A date (YYYY-MM-DD) as "27 Nov 2026". */
export function formatDay(date: string, locale?: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, day!)),
  );
}
