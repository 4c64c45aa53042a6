import { z } from 'zod';
import { Constants, type Enums } from '@/lib/database.types';

// The enums' values come from the schema (src/lib/database.types.ts), never restated.
export const CREDIT_REASONS = Constants.public.Enums.credit_reason;
export type CreditReason = Enums<'credit_reason'>;
export type OrderStatus = Enums<'order_status'>;
export type OrderKind = Enums<'order_kind'>;
export type MembershipStatus = Enums<'membership_status'>;
export type BillingInterval = Enums<'billing_interval'>;

// credit_balances() is typed with every column non-null, but a category's row has no service and a
// drop-in's no category: its rows are checked here.
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
