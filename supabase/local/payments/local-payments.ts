import { randomBytes, randomUUID } from 'node:crypto';
import type { HonoContext } from '@supabase/lite';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../functions/_shared/database.types.ts';
import type { MiddlewareHandler } from 'hono';
import ws from 'ws';
import { appOrigin, checkoutReturnUrls } from '../../functions/_shared/payments/config.ts';
import { callRpc, readOrderByCheckout, type OrderRow, type PaymentsDb } from '../../functions/_shared/payments/db.ts';
import { LOCAL_CHECKOUT_PATH, returnUrlsSigned } from '../../functions/_shared/payments/local-provider.ts';
import { addInterval } from './billing-period.ts';
import {
  renderCheckoutForm,
  renderConfirmStep,
  renderMessage,
  TEST_CARDS,
  type CheckoutView,
} from './checkout-html.ts';
import { createEventSender, type EventSender } from './local-events.ts';

/**
 * The local payment provider's side in the local layer (docs/payments.md "Local checkout"):
 * - GET/POST /local-pay/checkout/<checkoutId>: the checkout page, which pays with test cards by
 *   posting signed normalised events to `payments-webhook`, as a provider would;
 * - a timer (once a minute) that runs `run_payment_housekeeping()` and renews due local
 *   subscriptions with signed `subscription.renewed` events; `tick(now)` runs it on demand (tests).
 */

export interface LocalPaymentsOptions {
  /** The functions' environment as the backend gives it (LIFTWISE_APP_URL, the webhook secret). */
  env: (name: string) => string | undefined;
  /** The backend's own fetch: events go through /functions/v1 like a provider's request. */
  backendFetch: (request: Request) => Promise<Response>;
  /** The origin the backend answers in-process requests on. */
  inProcessUrl: string;
  secretKey: string;
  /** The clock for periods, expiry and housekeeping (tests move it); signatures use the real one. */
  now: () => number;
  log: (line: string) => void;
}

export interface TickResult {
  housekeeping: unknown;
  renewed: { subscriptionId: string; periodStart: string; outcome: string }[];
}

export interface LocalPayments {
  middleware: MiddlewareHandler<HonoContext>;
  /** Housekeeping and due renewals at `now` (default: the backend's clock). */
  tick: (now?: Date) => Promise<TickResult>;
  /** Starts the minute timer; stopped by `stop()` (the backend's close). */
  start: (intervalMs?: number) => void;
  stop: () => void;
}

/** A fresh webhook secret for one boot of the local layer. */
export function generateWebhookSecret(): string {
  return `whsec_local_${randomBytes(32).toString('base64url')}`;
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

function htmlResponse(html: string, status: number, appOriginValue: string): Response {
  return new Response(html, {
    status,
    headers: {
      ...PAGE_HEADERS,
      // No script, no outside asset; the form posts to this page, which may redirect to the app.
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${appOriginValue}; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}

const PAID_STATUSES = new Set(['paid', 'partially_refunded', 'refunded']);

export function createLocalPayments(options: LocalPaymentsOptions): LocalPayments {
  const secret = options.env('LOCAL_PAYMENTS_WEBHOOK_SECRET') ?? '';
  const send: EventSender = createEventSender(secret, options.backendFetch, options.inProcessUrl);
  const inProcessFetch: typeof fetch = (input, init) => options.backendFetch(new Request(input, init));
  const service: PaymentsDb = createClient<Database>(options.inProcessUrl, options.secretKey, {
    global: { fetch: inProcessFetch },
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  /** The URLs the checkout function chose when their signature holds, else the order's own page. */
  async function returnUrls(url: URL, checkoutId: string, order: OrderRow) {
    const origin = appOrigin(options.env);
    const success = url.searchParams.get('success') ?? '';
    const cancel = url.searchParams.get('cancel') ?? '';
    const signature = url.searchParams.get('sig') ?? '';
    const onApp = (value: string) => URL.canParse(value) && new URL(value).origin === origin;
    if (onApp(success) && onApp(cancel) && (await returnUrlsSigned(secret, checkoutId, success, cancel, signature))) {
      return { successUrl: success, cancelUrl: cancel };
    }
    return checkoutReturnUrls(origin, order.return_path, order.id);
  }

  async function paidEvent(checkoutId: string, order: OrderRow) {
    const data: Record<string, unknown> = {
      order_id: order.id,
      payment_id: `pi_local_${randomUUID()}`,
      // The order's own amount, read now by the service role: the page never takes one from the form.
      amount_minor: order.amount_minor,
      currency: order.currency,
      customer_id: `cus_local_${order.client_id}`,
    };
    if (order.kind === 'membership') {
      const interval = order.billing_interval ?? 'month';
      const start = new Date(options.now());
      data.subscription_id = `sub_local_${randomUUID()}`;
      data.period_start = start.toISOString();
      data.period_end = addInterval(start, interval).toISOString();
    }
    // One event id per checkout: a double submit is the same event, applied once.
    return send({ id: `evt_local_paid_${checkoutId}`, type: 'order.paid', data });
  }

  async function handleCheckout(request: Request, checkoutId: string): Promise<Response> {
    const origin = appOrigin(options.env);
    const reply = (html: string, status = 200) => htmlResponse(html, status, origin);
    const url = new URL(request.url);
    const order = /^cs_local_[0-9a-f-]{36}$/.test(checkoutId)
      ? await readOrderByCheckout(service, 'local', checkoutId)
      : null;
    if (!order) return reply(renderMessage('Checkout not found', 'This checkout link is not valid.', null), 404);
    const { successUrl, cancelUrl } = await returnUrls(url, checkoutId, order);
    if (PAID_STATUSES.has(order.status)) {
      return reply(renderMessage('Already paid', 'This order has been paid.', successUrl), 409);
    }
    const expired = order.expires_at !== null && Date.parse(order.expires_at) <= options.now();
    if (order.status !== 'pending' || expired) {
      const state = expired ? 'expired' : order.status;
      return reply(
        renderMessage('Checkout closed', `This order is ${state}; nothing can be paid here.`, cancelUrl),
        409,
      );
    }
    const view: CheckoutView = {
      description: order.description,
      amountMinor: order.amount_minor,
      currency: order.currency,
      interval: order.kind === 'membership' ? order.billing_interval : null,
      action: url.pathname + url.search,
    };
    if (request.method === 'GET' || request.method === 'HEAD') return reply(renderCheckoutForm(view));
    if (request.method !== 'POST') return reply(renderMessage('Not allowed', 'Use the form.', null), 405);

    const form = await request.formData().catch(() => new FormData());
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const decision = field('decision');
    if (decision === 'back') return Response.redirect(cancelUrl, 303);
    const card = field('card').replace(/[\s-]/g, '');
    try {
      if (card === TEST_CARDS.succeeds || (card === TEST_CARDS.confirm && field('step') === 'confirm')) {
        if (card === TEST_CARDS.confirm && decision !== 'confirm') {
          return reply(renderCheckoutForm(view, 'You did not confirm the payment. Nothing was charged.'));
        }
        await paidEvent(checkoutId, order);
        return Response.redirect(successUrl, 303);
      }
      if (card === TEST_CARDS.confirm) return reply(renderConfirmStep(view));
      if (card === TEST_CARDS.declined) {
        await send({ id: `evt_local_failed_${checkoutId}`, type: 'order.failed', data: { order_id: order.id } });
        return Response.redirect(successUrl, 303);
      }
    } catch (error) {
      options.log(`local payments: ${error instanceof Error ? error.message : String(error)}`);
      return reply(renderCheckoutForm(view, 'The payment could not be recorded. Nothing was charged; try again.'), 502);
    }
    return reply(renderCheckoutForm(view, 'Use one of the test cards below.'), 400);
  }

  const middleware: MiddlewareHandler<HonoContext> = async (c, next) => {
    if (!c.req.path.startsWith(LOCAL_CHECKOUT_PATH)) return next();
    const checkoutId = c.req.path.slice(LOCAL_CHECKOUT_PATH.length);
    try {
      return await handleCheckout(c.req.raw, checkoutId);
    } catch (error) {
      options.log(`local payments: ${error instanceof Error ? error.message : String(error)}`);
      return new Response('The local checkout is unavailable right now.', {
        status: 503,
        headers: { ...PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
  };

  async function tick(at = new Date(options.now())): Promise<TickResult> {
    const housekeeping = await callRpc(service, 'run_payment_housekeeping', { p_now: at.toISOString() });
    const { data, error } = await service
      .from('memberships')
      .select('id, order_id, provider_subscription_id, price_minor, billing_interval, current_period_end')
      .eq('provider', 'local')
      .in('status', ['active', 'past_due'])
      .eq('cancel_at_period_end', false)
      .not('provider_subscription_id', 'is', null)
      .lte('current_period_end', at.toISOString())
      .order('current_period_end')
      .limit(500);
    if (error) throw new Error(`local renewals: ${error.message}`);
    const renewed: TickResult['renewed'] = [];
    for (const due of data) {
      if (!due.provider_subscription_id) continue;
      const start = new Date(due.current_period_end);
      const key = `${due.provider_subscription_id}_${start.getTime()}`;
      // The next period after the one that ended; the ids make a second tick for it a duplicate.
      const { outcome } = await send({
        id: `evt_local_renew_${key}`,
        type: 'subscription.renewed',
        data: {
          subscription_id: due.provider_subscription_id,
          order_id: due.order_id,
          invoice_id: `in_local_${key}`,
          amount_minor: due.price_minor,
          period_start: start.toISOString(),
          period_end: addInterval(start, due.billing_interval).toISOString(),
        },
      });
      renewed.push({ subscriptionId: due.provider_subscription_id, periodStart: start.toISOString(), outcome });
    }
    return { housekeeping, renewed };
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  return {
    middleware,
    tick,
    start(intervalMs = 60_000) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch((error: unknown) =>
            options.log(`local payments timer: ${error instanceof Error ? error.message : String(error)}`),
          )
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
