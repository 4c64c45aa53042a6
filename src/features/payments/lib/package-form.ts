import { moneyFieldText, parseMoney } from '@/lib/money';
import type { CreditPackage } from '../api/packages';
import { numberText, optionalWholeNumber, wholeNumber } from './form-values';

/** The database's upper limit of a price (minor units). */
export const MAX_PRICE_MINOR = 100_000_000;

/** A `packages` row as saved (the id is made on the device). */
export interface PackageInput {
  id: string;
  name: string;
  description: string;
  category_id: string;
  credits: number;
  price_minor: number;
  /** null: the credits never expire. */
  valid_days: number | null;
  /** null: a client may buy it any number of times. */
  per_client_limit: number | null;
}

/** The form as typed: numbers and money stay text until they are checked. */
export interface PackageDraft {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  credits: string;
  price: string;
  expires: boolean;
  validDays: string;
  limit: string;
}

export type PackageErrors = Partial<Record<keyof PackageDraft, string>>;

export const newPackageDraft = (id: string, categoryId = ''): PackageDraft => ({
  id,
  name: '',
  description: '',
  categoryId,
  credits: '10',
  price: '',
  expires: true,
  validDays: '90',
  limit: '',
});

export const packageDraftOf = (pack: CreditPackage, currency: string): PackageDraft => ({
  id: pack.id,
  name: pack.name,
  description: pack.description,
  categoryId: pack.category_id,
  credits: String(pack.credits),
  price: moneyFieldText(pack.price_minor, currency),
  expires: pack.valid_days !== null,
  validDays: numberText(pack.valid_days ?? 90),
  limit: numberText(pack.per_client_limit),
});

/** Checks a draft against the database's limits and gives the row to save, or the errors by field. */
export function checkPackageDraft(
  draft: PackageDraft,
  currency: string,
): { input: PackageInput } | { errors: PackageErrors } {
  const errors: PackageErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Give the pack a name.';
  else if (name.length > 120) errors.name = 'Keep the name to 120 characters.';
  if (draft.description.length > 2000) errors.description = 'Keep the description to 2,000 characters.';
  if (!draft.categoryId) errors.categoryId = 'Choose which credits the pack gives.';
  const credits = wholeNumber(draft.credits, 1, 1000);
  if (credits === null) errors.credits = 'From 1 to 1,000 credits.';
  const price = parseMoney(draft.price, currency);
  if (price === null || price > MAX_PRICE_MINOR) errors.price = 'Enter a price, e.g. 65 or 65.00 (0 for free).';
  const validDays = draft.expires ? wholeNumber(draft.validDays, 1, 3650) : null;
  if (draft.expires && validDays === null) errors.validDays = 'From 1 to 3,650 days.';
  const limit = optionalWholeNumber(draft.limit, 1, 100);
  if (limit === false) errors.limit = 'From 1 to 100, or empty for no limit.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      id: draft.id,
      name,
      description: draft.description.trim(),
      category_id: draft.categoryId,
      credits: credits!,
      price_minor: price!,
      valid_days: validDays,
      per_client_limit: limit === false ? null : limit,
    },
  };
}
