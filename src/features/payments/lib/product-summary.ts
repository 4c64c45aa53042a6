import type { BillingInterval } from '../api/client-payment-rows';

const PER: Record<BillingInterval, string> = { week: 'a week', month: 'a month', year: 'a year' };
const PERIOD: Record<BillingInterval, string> = { week: 'week', month: 'month', year: 'year' };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "10 credits of 1:1 PT, valid 120 days from purchase" (or "never expire"). */
export function packSummary(pack: { credits: number; valid_days: number | null; category: { name: string } | null }) {
  const what = `${plural(pack.credits, 'credit')}${pack.category ? ` of ${pack.category.name}` : ''}`;
  return `${what}, ${pack.valid_days ? `valid ${plural(pack.valid_days, 'day')} from purchase` : 'never expire'}`;
}

/** "Unlimited Group class, renews every month" / "8 credits of 1:1 PT each month, renews every month". */
export function planSummary(plan: {
  billing_interval: BillingInterval;
  credits_per_period: number | null;
  category: { name: string } | null;
}) {
  const category = plan.category?.name ?? 'sessions';
  const what =
    plan.credits_per_period === null
      ? `Unlimited ${category}`
      : `${plural(plan.credits_per_period, 'credit')} of ${category} each ${PERIOD[plan.billing_interval]}`;
  return `${what}, renews every ${PERIOD[plan.billing_interval]} until you cancel`;
}

/** "£99.00 a month". */
export const perInterval = (price: string, interval: BillingInterval) => `${price} ${PER[interval]}`;
