import type { ClientType } from '@/lib/account-enums';
import { moneyFieldText, parseMoney } from '@/lib/money';
import type { BillingInterval } from './payment-enums';
import type { MembershipPlan } from '../api/membership-plans';
import { numberText, wholeNumber } from './form-values';
import { MAX_PRICE_MINOR } from './package-form';

/** A `membership_plans` row as saved. */
export interface PlanInput {
  id: string;
  name: string;
  description: string;
  price_minor: number;
  billing_interval: BillingInterval;
  category_id: string;
  /** null: unlimited sessions of the category while the membership is active. */
  credits_per_period: number | null;
  grants_client_type: ClientType | null;
  unlocks_on_demand: boolean;
  unlocks_studio_access: boolean;
}

export interface PlanDraft {
  id: string;
  name: string;
  description: string;
  price: string;
  interval: BillingInterval;
  categoryId: string;
  allowance: 'unlimited' | 'credits';
  creditsPerPeriod: string;
  /** '' : the member's client type stays as it is. */
  grantsClientType: ClientType | '';
  unlocksOnDemand: boolean;
  unlocksStudioAccess: boolean;
}

export type PlanErrors = Partial<Record<keyof PlanDraft, string>>;

export const newPlanDraft = (id: string, categoryId = ''): PlanDraft => ({
  id,
  name: '',
  description: '',
  price: '',
  interval: 'month',
  categoryId,
  allowance: 'unlimited',
  creditsPerPeriod: '8',
  grantsClientType: '',
  unlocksOnDemand: false,
  // As the database's default: a member may use the studio.
  unlocksStudioAccess: true,
});

export const planDraftOf = (plan: MembershipPlan, currency: string): PlanDraft => ({
  id: plan.id,
  name: plan.name,
  description: plan.description,
  price: moneyFieldText(plan.price_minor, currency),
  interval: plan.billing_interval,
  categoryId: plan.category_id ?? '',
  allowance: plan.credits_per_period === null ? 'unlimited' : 'credits',
  creditsPerPeriod: numberText(plan.credits_per_period ?? 8),
  grantsClientType: plan.grants_client_type ?? '',
  unlocksOnDemand: plan.unlocks_on_demand,
  unlocksStudioAccess: plan.unlocks_studio_access,
});

export function checkPlanDraft(draft: PlanDraft, currency: string): { input: PlanInput } | { errors: PlanErrors } {
  const errors: PlanErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Give the plan a name.';
  else if (name.length > 120) errors.name = 'Keep the name to 120 characters.';
  if (draft.description.length > 2000) errors.description = 'Keep the description to 2,000 characters.';
  const price = parseMoney(draft.price, currency);
  if (price === null || price > MAX_PRICE_MINOR) errors.price = 'Enter a price, e.g. 99 or 99.00.';
  if (!draft.categoryId) errors.categoryId = 'Choose which sessions the plan pays for.';
  const credits = draft.allowance === 'credits' ? wholeNumber(draft.creditsPerPeriod, 1, 1000) : null;
  if (draft.allowance === 'credits' && credits === null) errors.creditsPerPeriod = 'From 1 to 1,000 credits.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      id: draft.id,
      name,
      description: draft.description.trim(),
      price_minor: price!,
      billing_interval: draft.interval,
      category_id: draft.categoryId,
      credits_per_period: credits,
      grants_client_type: draft.grantsClientType || null,
      unlocks_on_demand: draft.unlocksOnDemand,
      unlocks_studio_access: draft.unlocksStudioAccess,
    },
  };
}
