import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '../database.types.ts';
import { HttpError } from '../http.ts';

// The payments rows and RPCs the functions and the local layer use (docs/payments.md).

export type OrderRow = Tables<'orders'>;
export type MembershipRow = Tables<'memberships'>;
export type RefundRow = Tables<'refunds'>;
export type PaymentsDb = SupabaseClient<Database>;

type Functions = Database['public']['Functions'];

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

/** Calls an RPC; the database's errors become their HTTP statuses (others a 500 with the cause logged). */
export async function callRpc<Name extends keyof Functions>(
  db: PaymentsDb,
  name: Name,
  args: Functions[Name]['Args'],
): Promise<Functions[Name]['Returns']> {
  // The name is generic here; the signature above is what keeps each call typed.
  const { data, error } = await (db as unknown as SupabaseClient).rpc(name, args);
  if (error) throw dbFailure(error, name);
  return data as Functions[Name]['Returns'];
}

export async function readOrder(db: PaymentsDb, orderId: string): Promise<OrderRow | null> {
  const { data, error } = await db.from('orders').select('*').eq('id', orderId).maybeSingle();
  if (error) throw dbFailure(error, 'read order');
  return data;
}

export async function readOrderByCheckout(db: PaymentsDb, provider: string, checkoutId: string) {
  const { data, error } = await db
    .from('orders')
    .select('*')
    .eq('provider', provider)
    .eq('provider_checkout_id', checkoutId)
    .maybeSingle();
  if (error) throw dbFailure(error, 'read order by checkout');
  return data;
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
  return data?.provider_customer_id ?? null;
}
