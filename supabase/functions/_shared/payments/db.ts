import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from '../http.ts';

// The rows and RPCs of the payments schema the functions use (PAY-CONTEXT / docs/payments.md).

export interface OrderRow {
  id: string;
  client_id: string;
  kind: 'pack' | 'membership' | 'drop_in' | 'fee';
  plan_id: string | null;
  description: string;
  amount_minor: number;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'partially_refunded' | 'void';
  provider: string | null;
  provider_checkout_id: string | null;
  provider_payment_id: string | null;
  provider_customer_id: string | null;
  return_path: string | null;
  expires_at: string | null;
}

export interface MembershipRow {
  id: string;
  client_id: string;
  status: 'active' | 'past_due' | 'paused' | 'ended';
  provider: string | null;
  provider_subscription_id: string | null;
  cancel_at_period_end: boolean;
  paused_at: string | null;
  price_minor: number;
  interval: 'week' | 'month' | 'year';
  current_period_start: string;
  current_period_end: string;
}

export interface RefundRow {
  id: string;
  order_id: string;
  amount_minor: number;
  credits_removed: number;
  status: 'pending' | 'succeeded' | 'failed';
  provider_refund_id: string | null;
}

/** A PostgREST error as supabase-js hands it over. */
interface DbError {
  code?: string;
  message: string;
}

/** The statuses the database's own errors carry (as in scheduling): its message is meant for people. */
const STATUS_BY_CODE: Record<string, number> = {
  '22023': 400,
  '22P02': 400,
  '23514': 400,
  PT404: 404,
  PT409: 409,
  '42501': 403,
  PGRST301: 401,
  PGRST303: 401,
};

export function dbFailure(error: DbError, context: string): Error {
  const status = error.code ? STATUS_BY_CODE[error.code] : undefined;
  if (status) return new HttpError(status, error.message);
  return new Error(`${context}: ${error.code ?? ''} ${error.message}`);
}

/**
 * The payments tables and functions through an untyped client: these functions are written against
 * the contract of the payments schema and check every row they read.
 */
export type PaymentsDb = SupabaseClient;

export function paymentsDb(client: SupabaseClient<never> | SupabaseClient): PaymentsDb {
  return client as unknown as PaymentsDb;
}

/** Calls a payments RPC; the database's errors become their HTTP statuses. */
export async function callRpc<T>(db: PaymentsDb, name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await db.rpc(name, args);
  if (error) throw dbFailure(error, name);
  return data as T;
}

const ORDER_COLUMNS =
  'id, client_id, kind, plan_id, description, amount_minor, currency, status, provider, provider_checkout_id, provider_payment_id, provider_customer_id, return_path, expires_at';

export async function readOrder(db: PaymentsDb, orderId: string): Promise<OrderRow | null> {
  const { data, error } = await db.from('orders').select(ORDER_COLUMNS).eq('id', orderId).maybeSingle();
  if (error) throw dbFailure(error, 'read order');
  return data as OrderRow | null;
}

export async function readOrderByCheckout(db: PaymentsDb, provider: string, checkoutId: string) {
  const { data, error } = await db
    .from('orders')
    .select(ORDER_COLUMNS)
    .eq('provider', provider)
    .eq('provider_checkout_id', checkoutId)
    .maybeSingle();
  if (error) throw dbFailure(error, 'read order by checkout');
  return data as OrderRow | null;
}

/** A membership order's billing interval, from its plan. */
export async function planInterval(db: PaymentsDb, planId: string | null): Promise<MembershipRow['interval'] | null> {
  if (!planId) return null;
  const { data, error } = await db.from('membership_plans').select('interval').eq('id', planId).maybeSingle();
  if (error) throw dbFailure(error, 'read plan');
  return (data as { interval: MembershipRow['interval'] } | null)?.interval ?? null;
}

/** The customer the provider knows this client as (from their latest order that recorded one). */
export async function providerCustomerId(db: PaymentsDb, clientId: string, provider: string): Promise<string | null> {
  const { data, error } = await db
    .from('orders')
    .select('provider_customer_id')
    .eq('client_id', clientId)
    .eq('provider', provider)
    .not('provider_customer_id', 'is', null)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw dbFailure(error, 'read customer');
  return (data as { provider_customer_id: string } | null)?.provider_customer_id ?? null;
}
