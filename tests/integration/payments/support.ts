import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { rpc, svc } from '../scheduling/support';

/**
 * Fixtures for the payments tests: a credit category of the file's own, a service that accepts it,
 * packs and plans, and the events a provider would send (through apply_payment_event, as the
 * webhook function does). Categories and catalogue rows are removed by `cleanupPayments()`; the
 * accounts (and with them their orders, lots and ledger) by the scheduling `cleanup()`.
 */

const categories: string[] = [];
const packages: string[] = [];
const plans: string[] = [];
const codes: string[] = [];

async function insert<T extends { id: string }>(table: string, row: Record<string, unknown>): Promise<T> {
  const { data, error } = await svc().from(table).insert(row).select('*').single<T>();
  if (error || !data) throw new Error(`${table}: ${error?.message ?? 'none'}`);
  return data;
}

export async function createCategory(name = `Category ${randomUUID().slice(0, 8)}`): Promise<string> {
  const row = await insert<{ id: string }>('credit_categories', { name });
  categories.push(row.id);
  return row.id;
}

/** Makes the service paid: it accepts the category, and sells a drop-in at the given price. */
export async function priceService(serviceId: string, categoryId: string, dropInMinor: number | null = null) {
  const { error } = await svc()
    .from('service_credit_categories')
    .insert({ service_id: serviceId, category_id: categoryId });
  if (error) throw new Error(`service category: ${error.message}`);
  if (dropInMinor !== null) {
    const update = await svc().from('services').update({ drop_in_price_minor: dropInMinor }).eq('id', serviceId);
    if (update.error) throw new Error(`drop-in price: ${update.error.message}`);
  }
}

export async function createPack(
  categoryId: string,
  credits: number,
  priceMinor: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const row = await insert<{ id: string }>('packages', {
    name: `${credits} credits`,
    category_id: categoryId,
    credits,
    price_minor: priceMinor,
    valid_days: 90,
    ...extra,
  });
  packages.push(row.id);
  return row.id;
}

export async function createPlan(categoryId: string, priceMinor: number, creditsPerPeriod: number | null) {
  const row = await insert<{ id: string }>('membership_plans', {
    name: 'Test plan',
    category_id: categoryId,
    price_minor: priceMinor,
    billing_interval: 'month',
    credits_per_period: creditsPerPeriod,
  });
  plans.push(row.id);
  return row.id;
}

export async function createCode(row: Record<string, unknown>): Promise<string> {
  const created = await insert<{ id: string }>('discount_codes', row);
  codes.push(created.id);
  return created.id;
}

export interface Order {
  id: string;
  status: string;
  amount_minor: number;
  list_price_minor: number;
  discount_minor: number;
  currency: string;
  refunded_minor: number;
}

export async function startCheckout(
  client: SupabaseClient,
  kind: 'pack' | 'membership' | 'drop_in',
  productId: string,
  code?: string,
) {
  // As the app does: a code is previewed ("Apply") before the checkout may use it.
  if (code) await rpc(client, 'preview_checkout', { p_kind: kind, p_product_id: productId, p_discount_code: code });
  return rpc<Order>(client, 'start_checkout', { p_kind: kind, p_product_id: productId, p_discount_code: code ?? null });
}

/** What the webhook function does with a verified event. */
export async function applyEvent(type: string, data: Record<string, unknown>, eventId = `evt_${randomUUID()}`) {
  const { data: outcome, error } = await svc().rpc('apply_payment_event', {
    p_provider: 'local',
    p_event_id: eventId,
    p_type: type,
    p_data: data,
  });
  if (error) throw new Error(`apply_payment_event: ${error.message}`);
  return outcome as string;
}

/** A client buys a pack and the provider says it is paid: the lot the pack granted. */
export async function buyPack(client: SupabaseClient, packId: string): Promise<Order> {
  const started = await startCheckout(client, 'pack', packId);
  if (!started.data) throw new Error(`checkout: ${started.error?.message ?? 'none'}`);
  const order = started.data;
  const outcome = await applyEvent('order.paid', {
    order_id: order.id,
    payment_id: `pi_${randomUUID()}`,
    amount_minor: order.amount_minor,
    currency: order.currency,
  });
  if (outcome !== 'applied') throw new Error(`order.paid was ${outcome}`);
  return order;
}

export interface LotRow {
  id: string;
  granted: number;
  remaining: number;
  expires_at: string | null;
  category_id: string | null;
}

export async function lotsOf(clientId: string): Promise<LotRow[]> {
  const { data, error } = await svc()
    .from('credit_lots')
    .select('id, granted, remaining, expires_at, category_id')
    .eq('client_id', clientId)
    .order('created_at');
  if (error) throw new Error(`lots: ${error.message}`);
  return data as LotRow[];
}

export async function remainingOf(clientId: string): Promise<number> {
  return (await lotsOf(clientId)).reduce((sum, lot) => sum + lot.remaining, 0);
}

export interface LedgerRow {
  lot_id: string;
  delta: number;
  reason: string;
  booking_id: string | null;
}

export async function ledgerOf(clientId: string): Promise<LedgerRow[]> {
  const { data, error } = await svc()
    .from('credit_ledger')
    .select('lot_id, delta, reason, booking_id')
    .eq('client_id', clientId)
    .order('id');
  if (error) throw new Error(`ledger: ${error.message}`);
  return data as LedgerRow[];
}

/** For every lot of the client: remaining = the sum of its ledger rows, within 0..granted. */
export async function expectLedgerInvariant(clientId: string): Promise<void> {
  const [lots, ledger] = await Promise.all([lotsOf(clientId), ledgerOf(clientId)]);
  for (const lot of lots) {
    const sum = ledger.filter((row) => row.lot_id === lot.id).reduce((total, row) => total + row.delta, 0);
    if (sum !== lot.remaining) throw new Error(`lot ${lot.id}: remaining ${lot.remaining}, ledger sums to ${sum}`);
    if (lot.remaining < 0 || lot.remaining > lot.granted) throw new Error(`lot ${lot.id} out of range`);
  }
}

export async function cleanupPayments(): Promise<void> {
  // Run after the scheduling cleanup: orders and lots go with their accounts, then the catalogue
  // (codes first; orders keep their terms as a snapshot).
  for (const [table, ids] of [
    ['discount_codes', codes],
    ['packages', packages],
    ['membership_plans', plans],
  ] as const) {
    if (ids.length === 0) continue;
    const { error } = await svc().from(table).delete().in('id', ids.splice(0));
    if (error) throw new Error(`cleanup ${table}: ${error.message}`);
  }
  if (categories.length) {
    const { error } = await svc().from('credit_categories').delete().in('id', categories.splice(0));
    if (error) throw new Error(`cleanup categories: ${error.message}`);
  }
}
