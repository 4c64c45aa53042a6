import { Constants, type Enums } from '@/lib/database.types';

/** The catalogue's enums, from the generated types (architecture.md: never restated). */
export const BILLING_INTERVALS = Constants.public.Enums.billing_interval;
export type BillingInterval = Enums<'billing_interval'>;
export type DiscountKind = Enums<'discount_kind'>;
