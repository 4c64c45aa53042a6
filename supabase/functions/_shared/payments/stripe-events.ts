// Maps a verified Stripe event to the normalised events the database applies (docs/payments.md,
// "Stripe"). The event is read as plain JSON, not through the SDK's types: a webhook endpoint sends
// the shapes of ITS API version, which may be older than the version the SDK is pinned to (before
// 2025-03-31 an invoice named its subscription at the top level; after, under `parent`). Fields that
// are missing or of the wrong type make the event map to nothing rather than to a wrong effect.
import type { NormalisedEvent } from './provider.ts';

type Json = Record<string, unknown>;

/** What the mapping asks Stripe when an event does not carry it (the only API calls it makes). */
export interface StripeLookups {
  /** The refunds of a charge, for API versions whose `charge.refunded` carries no refund list. */
  listChargeRefunds(chargeId: string): Promise<unknown[]>;
  /** The payment intent that paid an invoice (null when none did), for a subscription's first payment. */
  invoicePaymentIntent(invoiceId: string): Promise<string | null>;
}

export async function mapStripeEvent(event: unknown, lookups: StripeLookups): Promise<NormalisedEvent[]> {
  const root = record(event);
  const id = text(root?.id);
  const type = text(root?.type);
  const object = record(record(root?.data)?.object);
  if (!id || !type || !object) return [];
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return one(id, 'order.paid', await checkoutPaid(object, lookups));
    case 'checkout.session.async_payment_failed':
      return one(id, 'order.failed', orderOnly(object));
    case 'checkout.session.expired':
      return one(id, 'order.expired', orderOnly(object));
    case 'invoice.paid':
      return one(id, 'subscription.renewed', invoiceRenewal(object));
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscription(object).subscriptionId;
      return one(id, 'subscription.payment_failed', subscriptionId ? { subscription_id: subscriptionId } : null);
    }
    case 'customer.subscription.updated':
      return one(id, 'subscription.updated', subscriptionUpdate(object));
    case 'customer.subscription.deleted': {
      const subscriptionId = text(object.id);
      return one(id, 'subscription.ended', subscriptionId ? { subscription_id: subscriptionId } : null);
    }
    case 'charge.refunded':
      return chargeRefunds(id, object, lookups);
    case 'refund.updated':
      return one(id, 'charge.refunded', refundData(object, null));
    default:
      return [];
  }
}

function one(id: string, type: NormalisedEvent['type'], data: Json | null): NormalisedEvent[] {
  return data ? [{ id, type, data }] : [];
}

/** The app's order: Checkout carries it as client_reference_id and in the session's metadata. */
function orderIdOf(session: Json): string | null {
  return text(session.client_reference_id) ?? text(record(session.metadata)?.order_id);
}

function orderOnly(session: Json): Json | null {
  const orderId = orderIdOf(session);
  return orderId ? { order_id: orderId } : null;
}

async function checkoutPaid(session: Json, lookups: StripeLookups): Promise<Json | null> {
  const orderId = orderIdOf(session);
  const amount = integer(session.amount_total);
  const currency = text(session.currency);
  // 'unpaid': a delayed method (bank debit) is still pending; its async_payment_succeeded follows.
  if (!orderId || session.payment_status !== 'paid' || amount === null || !currency) return null;
  const customerId = idOf(session.customer);
  const paid: Json = { order_id: orderId, amount_minor: amount, currency: currency.toUpperCase() };
  if (customerId) paid.customer_id = customerId;
  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return null;
    paid.subscription_id = subscriptionId;
    // The order's payment is the payment intent that paid the first invoice, as for a one-off order:
    // refunds (the app's, and the Dashboard's charge.refunded) then find the order by it. Since
    // 2025-03-31 neither the session nor the invoice names it, so it is looked up.
    const invoiceId = idOf(session.invoice);
    paid.payment_id = (invoiceId && (await lookups.invoicePaymentIntent(invoiceId))) ?? invoiceId ?? subscriptionId;
    // Only when the endpoint expands the subscription; otherwise the database starts the period.
    Object.assign(paid, subscriptionPeriod(record(session.subscription)));
    return paid;
  }
  const paymentId = idOf(session.payment_intent);
  if (!paymentId) return null;
  paid.payment_id = paymentId;
  return paid;
}

function invoiceSubscription(invoice: Json): { subscriptionId: string | null; orderId: string | null } {
  // 2025-03-31 and later: parent.subscription_details; before: subscription + subscription_details.
  const details = record(record(invoice.parent)?.subscription_details) ?? record(invoice.subscription_details);
  return {
    subscriptionId: idOf(details?.subscription) ?? idOf(invoice.subscription),
    orderId: text(record(details?.metadata)?.order_id),
  };
}

function invoiceRenewal(invoice: Json): Json | null {
  // The first invoice is the checkout's own payment: checkout.session.completed pays the order and
  // starts the first period, so mapping it here too could grant that period twice.
  if (invoice.billing_reason === 'subscription_create') return null;
  const { subscriptionId, orderId } = invoiceSubscription(invoice);
  const invoiceId = text(invoice.id);
  const amount = integer(invoice.amount_paid);
  const period = subscriptionLinePeriod(invoice);
  if (!subscriptionId || !invoiceId || amount === null || !period) return null;
  const renewed: Json = { subscription_id: subscriptionId, invoice_id: invoiceId, amount_minor: amount, ...period };
  if (orderId) renewed.order_id = orderId;
  return renewed;
}

/**
 * The period the invoice pays for, from its subscription line (the invoice's own period_start and
 * period_end describe the period before it, for usage billing).
 */
function subscriptionLinePeriod(invoice: Json): { period_start: string; period_end: string } | null {
  for (const value of list(record(invoice.lines)?.data)) {
    const line = record(value);
    // 2025-03-31 and later: parent.subscription_item_details; before: type 'subscription'.
    const item = record(record(line?.parent)?.subscription_item_details);
    const fromPlan = item ? item.proration !== true : line?.type === 'subscription' && line.proration !== true;
    const start = integer(record(line?.period)?.start);
    const end = integer(record(line?.period)?.end);
    if (fromPlan && start !== null && end !== null) {
      return { period_start: isoSeconds(start), period_end: isoSeconds(end) };
    }
  }
  return null;
}

/** The current period of a subscription (seconds): on its items since 2025-03-31, on itself before. */
function periodSeconds(subscription: Json): { start: number | null; end: number | null } {
  const item = record(list(record(subscription.items)?.data)[0]);
  return {
    start: integer(item?.current_period_start) ?? integer(subscription.current_period_start),
    end: integer(item?.current_period_end) ?? integer(subscription.current_period_end),
  };
}

function subscriptionPeriod(subscription: Json | null): { period_start?: string; period_end?: string } {
  if (!subscription) return {};
  const { start, end } = periodSeconds(subscription);
  return start !== null && end !== null ? { period_start: isoSeconds(start), period_end: isoSeconds(end) } : {};
}

function subscriptionUpdate(subscription: Json): Json | null {
  const subscriptionId = text(subscription.id);
  if (!subscriptionId) return null;
  const { end } = periodSeconds(subscription);
  const cancelAt = integer(subscription.cancel_at);
  // The Customer Portal may schedule the end with cancel_at (at the period's end) rather than
  // cancel_at_period_end; both mean "ends when the paid period does".
  const cancelAtPeriodEnd =
    subscription.cancel_at_period_end === true || (cancelAt !== null && end !== null && cancelAt <= end);
  const updated: Json = { subscription_id: subscriptionId, cancel_at_period_end: cancelAtPeriodEnd };
  if (end !== null) updated.period_end = isoSeconds(end);
  return updated;
}

async function chargeRefunds(eventId: string, charge: Json, lookups: StripeLookups): Promise<NormalisedEvent[]> {
  const chargeId = text(charge.id);
  if (!chargeId) return [];
  const paymentId = idOf(charge.payment_intent) ?? chargeId;
  // Since API version 2022-11-15 the charge no longer lists its refunds; ask Stripe for them.
  const embedded = record(charge.refunds)?.data;
  const refunds = Array.isArray(embedded) ? embedded : await lookups.listChargeRefunds(chargeId);
  const events: NormalisedEvent[] = [];
  for (const value of refunds) {
    const data = refundData(record(value), paymentId);
    // The database records each refund once (by refund_id): earlier ones come back as duplicates.
    if (data) events.push({ id: `${eventId}:${String(data.refund_id)}`, type: 'charge.refunded', data });
  }
  return events;
}

/** A refund that has succeeded (a pending one is reported again by refund.updated when it does). */
function refundData(refund: Json | null, paymentId: string | null): Json | null {
  const refundId = text(refund?.id);
  const amount = integer(refund?.amount);
  const payment = paymentId ?? idOf(refund?.payment_intent) ?? idOf(refund?.charge);
  if (!refund || refund.status !== 'succeeded' || !refundId || amount === null || !payment) return null;
  const data: Json = { payment_id: payment, refund_id: refundId, amount_minor: amount };
  // A refund the app made names the database's refund (refund() sets it), even if this event
  // arrives before the app has recorded Stripe's id for it.
  const appRefundId = text(record(refund.metadata)?.refund_id);
  if (appRefundId) data.app_refund_id = appRefundId;
  return data;
}

function record(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function integer(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** An expandable field: Stripe sends the id, or the object when the endpoint expands it. */
function idOf(value: unknown): string | null {
  return text(value) ?? text(record(value)?.id);
}

function isoSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
