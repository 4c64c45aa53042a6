import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  bootPaymentsBackend,
  catalogue,
  freshClient,
  grantRows,
  invoke,
  openCheckout,
  orderRow,
  pay,
  submitCheckout,
  type PaymentsBackend,
} from './function-backend';

/** Checkout through the local provider's page with each test card (docs/payments.md "Local checkout"). */

let env: PaymentsBackend;
let products: Awaited<ReturnType<typeof catalogue>>;

beforeAll(async () => {
  env = await bootPaymentsBackend();
  products = await catalogue();
}, 120_000);

afterAll(async () => {
  await env?.close();
});

async function startPackCheckout(token: string, returnPath = '/settings/membership') {
  const { status, body } = await invoke(
    'payments-checkout',
    { kind: 'pack', productId: products.pack.id, returnPath },
    token,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.status).toBe('pending');
  return { orderId: body.orderId as string, checkoutUrl: body.checkoutUrl as string };
}

describe('payments-checkout with the local provider', () => {
  it('starts a pending order at the server price and sends the client to the local page', async () => {
    const client = await freshClient();
    const { orderId, checkoutUrl } = await startPackCheckout(client.token);
    expect(new URL(checkoutUrl).pathname).toMatch(/^\/local-pay\/checkout\/cs_local_[0-9a-f-]{36}$/);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'pending', amount_minor: 4000, provider: 'local' });
    expect(checkoutUrl).toContain(order.provider_checkout_id);

    const page = await openCheckout(checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain('£40.00');
    expect(page.html).toContain('10 sessions');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('4242 4242 4242 4242 pays the order (amount from the order, not the form) and grants its credits once', async () => {
    const client = await freshClient();
    const { orderId, checkoutUrl } = await startPackCheckout(client.token, '/book?service=abc');
    const paid = await submitCheckout(checkoutUrl, { ...pay('4242 4242 4242 4242'), amount_minor: '1' });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${APP_URL}/book?service=abc&order=${orderId}`);
    const order = await orderRow(orderId);
    expect(order.status).toBe('paid');
    expect(order.provider_payment_id).toMatch(/^pi_local_/);
    expect((await grantRows(orderId)).map((row) => row.delta)).toEqual([10]);

    // Paying again (a second tab, a double submit) changes nothing.
    const again = await submitCheckout(checkoutUrl, pay('4242424242424242'));
    expect(again.status).toBe(409);
    expect(await grantRows(orderId)).toHaveLength(1);
  });

  it('4000 0000 0000 0002 is declined: the order fails, nothing is granted', async () => {
    const client = await freshClient();
    const { orderId, checkoutUrl } = await startPackCheckout(client.token);
    const declined = await submitCheckout(checkoutUrl, pay('4000000000000002'));
    expect(declined.status).toBe(303);
    expect(declined.location).toBe(`${APP_URL}/settings/membership?order=${orderId}`);
    expect((await orderRow(orderId)).status).toBe('failed');
    expect(await grantRows(orderId)).toEqual([]);
  });

  it('4000 0025 0000 3155 asks to confirm; Cancel charges nothing, Confirm pays', async () => {
    const client = await freshClient();
    const { orderId, checkoutUrl } = await startPackCheckout(client.token);
    const asked = await submitCheckout(checkoutUrl, pay('4000002500003155'));
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('Confirm this payment');
    expect((await orderRow(orderId)).status).toBe('pending');

    const cancelled = await submitCheckout(checkoutUrl, {
      step: 'confirm',
      card: '4000002500003155',
      decision: 'cancel',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain('Nothing was charged');
    expect((await orderRow(orderId)).status).toBe('pending');

    const confirmed = await submitCheckout(checkoutUrl, {
      step: 'confirm',
      card: '4000002500003155',
      decision: 'confirm',
    });
    expect(confirmed.status).toBe(303);
    expect((await orderRow(orderId)).status).toBe('paid');
  });

  it('"Back to the app" returns to the cancel URL and leaves the order pending', async () => {
    const client = await freshClient();
    const { orderId, checkoutUrl } = await startPackCheckout(client.token);
    const back = await submitCheckout(checkoutUrl, { step: 'pay', decision: 'back', card: '' });
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${APP_URL}/settings/membership?order=${orderId}&checkout=cancelled`);
    expect((await orderRow(orderId)).status).toBe('pending');
  });

  it('an unknown card number is refused on the page; nothing changes', async () => {
    const client = await freshClient();
    const { orderId, checkoutUrl } = await startPackCheckout(client.token);
    const refused = await submitCheckout(checkoutUrl, pay('4111111111111111'));
    expect(refused.status).toBe(400);
    expect((await orderRow(orderId)).status).toBe('pending');
  });

  it('a tampered return URL is not followed: the page falls back to the order’s own page on the app', async () => {
    const client = await freshClient();
    const { orderId, checkoutUrl } = await startPackCheckout(client.token);
    const tampered = new URL(checkoutUrl);
    tampered.searchParams.set('success', 'https://evil.example/phish');
    const paid = await submitCheckout(tampered.toString(), pay('4242424242424242'));
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${APP_URL}/settings/membership?order=${orderId}`);
  });

  it('the timer expires an unpaid checkout after 30 minutes; its page then says so', async () => {
    const client = await freshClient();
    const { orderId, checkoutUrl } = await startPackCheckout(client.token);
    const tick = await env.backend.localPayments.tick(new Date(Date.now() + 31 * 60_000));
    expect((tick.housekeeping as { expired_orders: number }).expired_orders).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderId)).status).toBe('expired');
    const page = await openCheckout(checkoutUrl);
    expect(page.status).toBe(409);
    expect(page.html).toContain('This order is expired');
    expect((await submitCheckout(checkoutUrl, pay('4242424242424242'))).status).toBe(409);
    expect(await grantRows(orderId)).toEqual([]);
  });

  it('answers 404 for an unknown checkout id', async () => {
    const page = await openCheckout(`${APP_URL}/local-pay/checkout/cs_local_00000000-0000-4000-8000-000000000000`);
    expect(page.status).toBe(404);
    expect((await openCheckout(`${APP_URL}/local-pay/checkout/%3Cscript%3E`)).status).toBe(404);
  });

  it('pays an existing pending order of one’s own by id, never someone else’s', async () => {
    const owner = await freshClient();
    const other = await freshClient();
    const { orderId } = await startPackCheckout(owner.token);
    expect((await invoke('payments-checkout', { orderId }, other.token)).status).toBe(404);
    const again = await invoke('payments-checkout', { orderId, returnPath: '/settings' }, owner.token);
    expect(again.status).toBe(200);
    const paid = await submitCheckout(again.body.checkoutUrl as string, pay('4242424242424242'));
    expect(paid.location).toBe(`${APP_URL}/settings?order=${orderId}`);
    expect((await orderRow(orderId)).status).toBe('paid');
    expect((await invoke('payments-checkout', { orderId }, owner.token)).status).toBe(409);
  });

  it('refuses malformed requests with 400 and no token with 401', async () => {
    const client = await freshClient();
    const bad: unknown[] = [
      '{not json',
      [],
      { kind: 'pack' },
      { kind: 'gift', productId: products.pack.id },
      { kind: 'pack', productId: 'not-an-id' },
      { kind: 'pack', productId: products.pack.id, returnPath: '//evil.example' },
      { kind: 'pack', productId: products.pack.id, returnPath: 'https://evil.example' },
      { kind: 'pack', productId: products.pack.id, amountMinor: 1 },
      { orderId: 42 },
    ];
    for (const body of bad) {
      const { status, body: answer } = await invoke('payments-checkout', body, client.token);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.error).toBe('string');
    }
    expect((await invoke('payments-checkout', { kind: 'pack', productId: products.pack.id })).status).toBe(401);
  });
});

describe('memberships through the local provider', () => {
  it('pays the first period, renews on the timer, and cancels at period end', async () => {
    const client = await freshClient();
    const started = await invoke(
      'payments-checkout',
      { kind: 'membership', productId: products.plan.id },
      client.token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const page = await openCheckout(started.body.checkoutUrl as string);
    expect(page.html).toContain('£99.00 per month');
    expect((await submitCheckout(started.body.checkoutUrl as string, pay('4242424242424242'))).status).toBe(303);

    const { data: membership } = await env.service
      .from('memberships')
      .select('id, status, provider, provider_subscription_id, current_period_end')
      .eq('order_id', started.body.orderId as string)
      .single();
    expect(membership).toMatchObject({ status: 'active', provider: 'local' });
    expect(membership?.provider_subscription_id).toMatch(/^sub_local_/);

    // Nothing is due yet; once the period has ended the timer renews it, exactly once.
    const firstEnd = new Date(membership!.current_period_end as string);
    expect(
      (await env.backend.localPayments.tick()).renewed.filter(
        (r) => r.subscriptionId === membership!.provider_subscription_id,
      ),
    ).toEqual([]);
    const later = new Date(firstEnd.getTime() + 60_000);
    const tick = await env.backend.localPayments.tick(later);
    expect(tick.renewed.find((r) => r.subscriptionId === membership!.provider_subscription_id)?.outcome).toBe(
      'applied',
    );
    const { data: renewed } = await env.service
      .from('memberships')
      .select('current_period_end')
      .eq('id', membership!.id as string)
      .single();
    expect(new Date(renewed!.current_period_end as string).getTime()).toBeGreaterThan(firstEnd.getTime());
    const again = await env.backend.localPayments.tick(later);
    expect(again.renewed.filter((r) => r.subscriptionId === membership!.provider_subscription_id)).toEqual([]);

    // Cancel at period end and undo, as the client; pausing is for admins.
    const cancel = await invoke(
      'payments-membership',
      { membershipId: membership!.id, action: 'cancel' },
      client.token,
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((cancel.body.membership as { cancel_at_period_end: boolean }).cancel_at_period_end).toBe(true);
    const resume = await invoke(
      'payments-membership',
      { membershipId: membership!.id, action: 'resume' },
      client.token,
    );
    expect((resume.body.membership as { cancel_at_period_end: boolean }).cancel_at_period_end).toBe(false);
    expect(
      (await invoke('payments-membership', { membershipId: membership!.id, action: 'pause' }, client.token)).status,
    ).toBe(403);
    expect(
      (await invoke('payments-membership', { membershipId: membership!.id, action: 'stop' }, client.token)).status,
    ).toBe(400);

    const portal = await invoke('payments-portal', {}, client.token);
    expect(portal).toEqual({ status: 200, body: { url: null } });
  });
});
