import type { Database } from '@/lib/database.types';

// Row shapes the client's payments screens read, from the generated types.
type Tables = Database['public']['Tables'];
type Enums = Database['public']['Enums'];

export type OrderKind = Enums['order_kind'];
export type OrderStatus = Enums['order_status'];
export type MembershipStatus = Enums['membership_status'];
export type BillingInterval = Enums['billing_interval'];
export type CreditReason = Enums['credit_reason'];

/**
 * One line of `credit_balances()`: a category (or a drop-in credit's service) and what is left. The
 * generated types describe a function's columns loosely (never null); these may be null.
 */
export interface CreditBalance {
  category_id: string | null;
  category_name: string | null;
  service_id: string | null;
  service_name: string | null;
  remaining: number;
  next_expiry: string | null;
  unlimited: boolean;
}

export type CreditLot = Pick<
  Tables['credit_lots']['Row'],
  | 'id'
  | 'category_id'
  | 'service_id'
  | 'granted'
  | 'remaining'
  | 'expires_at'
  | 'order_id'
  | 'membership_id'
  | 'created_at'
>;

export type OrderRow = Pick<
  Tables['orders']['Row'],
  | 'id'
  | 'kind'
  | 'description'
  | 'list_price_minor'
  | 'discount_minor'
  | 'amount_minor'
  | 'currency'
  | 'credits'
  | 'valid_days'
  | 'status'
  | 'refunded_minor'
  | 'booking_id'
  | 'paid_at'
  | 'created_at'
>;

export type MembershipRow = Pick<
  Tables['memberships']['Row'],
  | 'id'
  | 'plan_id'
  | 'status'
  | 'description'
  | 'price_minor'
  | 'billing_interval'
  | 'credits_per_period'
  | 'current_period_end'
  | 'cancel_at_period_end'
  | 'provider'
  | 'created_at'
>;

/** What `preview_checkout` answers (jsonb, so written here from the contract). */
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
  billing_interval: BillingInterval | null;
  discount_code: string | null;
  discount_error: string | null;
}
