// Row shapes the client's payments screens read, written from the payments contract until the
// schema lands on main (then they become Pick<Tables<...>> of the generated types).

export type OrderKind = 'pack' | 'membership' | 'drop_in' | 'fee';
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'partially_refunded' | 'void';
export type MembershipStatus = 'active' | 'past_due' | 'paused' | 'ended';
export type BillingInterval = 'week' | 'month' | 'year';
export type CreditReason =
  'grant' | 'book' | 'cancel_return' | 'late_cancel' | 'no_show' | 'forgive' | 'expire' | 'refund' | 'adjustment';

/** One line of `credit_balances()`: a category (or a drop-in credit's service) and what is left. */
export interface CreditBalance {
  category_id: string | null;
  category_name: string | null;
  service_id: string | null;
  service_name: string | null;
  remaining: number;
  next_expiry: string | null;
  unlimited: boolean;
}

export interface CreditLot {
  id: string;
  category_id: string | null;
  service_id: string | null;
  granted: number;
  remaining: number;
  expires_at: string | null;
  order_id: string | null;
  membership_id: string | null;
  created_at: string;
}

export interface OrderRow {
  id: string;
  kind: OrderKind;
  description: string;
  list_price_minor: number;
  discount_minor: number;
  amount_minor: number;
  currency: string;
  credits: number | null;
  valid_days: number | null;
  status: OrderStatus;
  refunded_minor: number;
  booking_id: string | null;
  paid_at: string | null;
  created_at: string;
}

export interface MembershipRow {
  id: string;
  plan_id: string | null;
  status: MembershipStatus;
  description: string;
  price_minor: number;
  interval: BillingInterval;
  credits_per_period: number | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  provider: string;
  created_at: string;
}

export interface CheckoutPreview {
  kind: OrderKind;
  product_id: string;
  description: string;
  list_price_minor: number;
  discount_minor: number;
  amount_minor: number;
  currency: string;
  credits: number | null;
  valid_days: number | null;
  interval: BillingInterval | null;
  discount_code: string | null;
  discount_error: string | null;
}
