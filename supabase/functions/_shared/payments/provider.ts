// The payment provider interface (issue 28, docs/payments.md). Every function that moves money
// talks to a PaymentProvider and never to a provider's API directly: `local` (the default; works with
// no network, what every test uses) and `stripe` (chosen by environment variables on a hosted
// project) implement it. The database decides every amount; a provider only carries it.

/** The events the database understands (apply_payment_event); each provider maps its own to these. */
export type PaymentEventType =
  | 'order.paid'
  | 'order.failed'
  | 'order.expired'
  | 'subscription.renewed'
  | 'subscription.payment_failed'
  | 'subscription.updated'
  | 'subscription.ended'
  | 'charge.refunded';

export interface NormalisedEvent {
  /** Unique per provider and event (Stripe's `evt_…`); the database applies each id once. */
  id: string;
  type: PaymentEventType;
  /** The fields PAY-CONTEXT / docs/payments.md list for the type (snake_case, amounts in minor units). */
  data: Record<string, unknown>;
}

export interface CheckoutOrder {
  id: string;
  kind: 'pack' | 'membership' | 'drop_in' | 'fee';
  description: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  clientId: string;
  /** Memberships only: how often the subscription bills. */
  interval: 'week' | 'month' | 'year' | null;
}

export interface CheckoutRequest {
  order: CheckoutOrder;
  customer: { email: string | null; providerCustomerId: string | null };
  /** Absolute URLs of the app, built by the server from the order's validated return path. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  checkoutId: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** A webhook whose signature does not verify: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** atPeriodEnd true: the subscription ends at the end of the paid period; false: undo that. */
  setCancelAtPeriodEnd(subscriptionId: string, atPeriodEnd: boolean): Promise<void>;
  setPaused(subscriptionId: string, paused: boolean): Promise<void>;
  /** Refunds part or all of a payment; the idempotency key is the refund's id in the database. */
  refund(input: { paymentId: string; amountMinor: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /** Where a client manages their card (Stripe's Customer Portal); null when the provider has none. */
  portalUrl(input: { providerCustomerId: string; returnUrl: string }): Promise<string | null>;
  /** Verifies the signature on the raw body and maps the event; [] for events that matter to nobody. */
  parseWebhook(rawBody: string, headers: Headers): Promise<NormalisedEvent[]>;
}
