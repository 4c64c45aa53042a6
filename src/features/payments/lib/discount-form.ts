import { moneyFieldText, parseMoney } from '@/lib/money';
import { dayRange, wallTimeOf } from '@/lib/zoned-time';
import type { DiscountKind } from './payment-enums';
import type { DiscountCode } from '../api/discount-codes';
import { numberText, optionalWholeNumber, wholeNumber } from './form-values';
import { MAX_PRICE_MINOR } from './package-form';

/** A `discount_codes` row as saved. */
export interface DiscountInput {
  id: string;
  /** Saved upper-case: codes are matched ignoring case, and shown as people type them at a till. */
  code: string;
  kind: DiscountKind;
  percent_off: number | null;
  amount_off_minor: number | null;
  /** The start of the first day, in the studio's zone; null: from now on. */
  starts_at: string | null;
  /** The end of the last day (the next midnight), in the studio's zone; null: never ends. */
  ends_at: string | null;
  /** null: every pack and plan (drop-ins never). */
  product_ids: string[] | null;
  max_redemptions: number | null;
  max_per_client: number | null;
}

export interface DiscountDraft {
  id: string;
  code: string;
  kind: DiscountKind;
  percent: string;
  amount: string;
  /** Local dates (YYYY-MM-DD) in the studio's zone; '' for open-ended. */
  startsOn: string;
  endsOn: string;
  appliesTo: 'all' | 'some';
  productIds: string[];
  maxRedemptions: string;
  maxPerClient: string;
}

export type DiscountErrors = Partial<Record<keyof DiscountDraft, string>>;

export const CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;

export const newDiscountDraft = (id: string): DiscountDraft => ({
  id,
  code: '',
  kind: 'percent',
  percent: '10',
  amount: '',
  startsOn: '',
  endsOn: '',
  appliesTo: 'all',
  productIds: [],
  maxRedemptions: '',
  maxPerClient: '1',
});

/** The last local day a code works: the day before its end instant (which is a midnight). */
export function lastDayOf(endsAt: string, timeZone: string): string {
  return wallTimeOf(new Date(endsAt).getTime() - 1, timeZone).date;
}

export const firstDayOf = (startsAt: string, timeZone: string) =>
  wallTimeOf(new Date(startsAt).getTime(), timeZone).date;

export const discountDraftOf = (code: DiscountCode, currency: string, timeZone: string): DiscountDraft => ({
  id: code.id,
  code: code.code.toUpperCase(),
  kind: code.kind,
  percent: numberText(code.percent_off ?? 10),
  amount: code.amount_off_minor === null ? '' : moneyFieldText(code.amount_off_minor, currency),
  startsOn: code.starts_at ? firstDayOf(code.starts_at, timeZone) : '',
  endsOn: code.ends_at ? lastDayOf(code.ends_at, timeZone) : '',
  appliesTo: code.product_ids === null ? 'all' : 'some',
  productIds: code.product_ids ?? [],
  maxRedemptions: numberText(code.max_redemptions),
  maxPerClient: numberText(code.max_per_client),
});

/** The database's limits of a code's uses. */
const TOTAL_LIMIT = 1_000_000;
const PER_CLIENT_LIMIT = 1000;

export function checkDiscountDraft(
  draft: DiscountDraft,
  currency: string,
  timeZone: string,
): { input: DiscountInput } | { errors: DiscountErrors } {
  const errors: DiscountErrors = {};
  const code = draft.code.trim().toUpperCase();
  if (!CODE_PATTERN.test(code)) errors.code = '2 to 32 letters, digits, - or _ (no spaces).';
  const percent = draft.kind === 'percent' ? wholeNumber(draft.percent, 1, 100) : null;
  if (draft.kind === 'percent' && percent === null) errors.percent = 'A whole percentage from 1 to 100.';
  const amount = draft.kind === 'amount' ? parseMoney(draft.amount, currency) : null;
  if (draft.kind === 'amount' && (amount === null || amount <= 0 || amount > MAX_PRICE_MINOR)) {
    errors.amount = 'Enter the amount off, e.g. 5 or 5.00.';
  }
  if (draft.startsOn && draft.endsOn && draft.endsOn < draft.startsOn) {
    errors.endsOn = 'The last day comes on or after the first.';
  }
  if (draft.appliesTo === 'some' && draft.productIds.length === 0) {
    errors.productIds = 'Tick at least one pack or plan, or choose every product.';
  }
  const total = optionalWholeNumber(draft.maxRedemptions, 1, TOTAL_LIMIT);
  if (total === false) errors.maxRedemptions = 'From 1 to 1,000,000, or empty for no limit.';
  const perClient = optionalWholeNumber(draft.maxPerClient, 1, PER_CLIENT_LIMIT);
  if (perClient === false) errors.maxPerClient = 'From 1 to 1,000, or empty for no limit.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      id: draft.id,
      code,
      kind: draft.kind,
      percent_off: percent,
      amount_off_minor: amount,
      starts_at: draft.startsOn ? new Date(dayRange(draft.startsOn, timeZone).start).toISOString() : null,
      ends_at: draft.endsOn ? new Date(dayRange(draft.endsOn, timeZone).end).toISOString() : null,
      product_ids: draft.appliesTo === 'all' ? null : [...new Set(draft.productIds)],
      max_redemptions: total === false ? null : total,
      max_per_client: perClient === false ? null : perClient,
    },
  };
}
