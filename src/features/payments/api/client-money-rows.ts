import { z } from 'zod';

// The rows the staff view of a client's money reads, checked at the boundary: the Data API's embeds
// come back null where RLS hides a row, and a function's columns are all nullable to PostgREST.

export const CREDIT_REASONS = [
  'grant',
  'book',
  'cancel_return',
  'late_cancel',
  'no_show',
  'forgive',
  'expire',
  'refund',
  'adjustment',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
  'void',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const MEMBERSHIP_STATUSES = ['active', 'past_due', 'paused', 'ended'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

const person = z.object({ first_name: z.string(), last_name: z.string() }).nullable();

export const balanceSchema = z.object({
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  service_id: z.string().nullable(),
  service_name: z.string().nullable(),
  remaining: z.number().int().nullable(),
  next_expiry: z.string().nullable(),
  unlimited: z.boolean().nullable(),
});
export type CreditBalance = z.infer<typeof balanceSchema>;

export const ledgerEntrySchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  delta: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  note: z.string().nullable(),
  created_at: z.string(),
  actor_id: z.string().nullable(),
  booking_id: z.string().nullable(),
  order_id: z.string().nullable(),
  actor: person,
  booking: z.object({ starts_at: z.string() }).nullable(),
  lot: z
    .object({
      category: z.object({ name: z.string() }).nullable(),
      service: z.object({ name: z.string() }).nullable(),
    })
    .nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const orderSchema = z.object({
  id: z.string(),
  kind: z.enum(['pack', 'membership', 'drop_in', 'fee']),
  description: z.string(),
  amount_minor: z.number().int(),
  refunded_minor: z.number().int(),
  currency: z.string(),
  credits: z.number().int().nullable(),
  status: z.enum(ORDER_STATUSES),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  credit_lots: z.array(z.object({ remaining: z.number().int() })),
  refunds: z.array(z.object({ amount_minor: z.number().int(), status: z.enum(['pending', 'succeeded', 'failed']) })),
});
export type ClientOrder = z.infer<typeof orderSchema>;

export const membershipSchema = z.object({
  id: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  description: z.string(),
  price_minor: z.number().int(),
  interval: z.enum(['week', 'month', 'year']),
  credits_per_period: z.number().int().nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  paused_at: z.string().nullable(),
  past_due_since: z.string().nullable(),
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type ClientMembership = z.infer<typeof membershipSchema>;
