import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import MembershipCreditsPage from '@/features/payments/components/MembershipCreditsPage';
import { signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { FUNCTIONS, MEMBERSHIP, order, paymentsReads } from './client-payments-fixtures';

withMswServer(() => paymentsReads());

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const renderPage = (at = '/settings/membership') =>
  renderWithProviders(<MembershipCreditsPage />, { at, path: '/settings/membership' });

const section = (name: string) => screen.findByRole('region', { name });

describe('Membership and credits', () => {
  beforeEach(() => {
    signInClient();
    setOnline(true);
  });
  afterEach(() => setOnline(true));

  it('shows the balance per category with when each part expires, and every credit in and out with its reason', async () => {
    // A session's time is said in the studio's zone (10:00 UTC is 19:00 in Tokyo), whatever the device's.
    server.use(table('studio_settings', [{ currency: 'GBP', time_zone: 'Asia/Tokyo' }]));
    renderPage();
    const balance = await section('Balance');
    expect(await within(balance).findByText('1:1 PT')).toBeInTheDocument();
    expect(within(balance).getByText('8')).toBeInTheDocument();
    expect(within(balance).getByText(/^3 expire on .*2027 · 5 never expire$/)).toBeInTheDocument();

    // The studio's zone comes with the shop's read.
    await within(await section('Buy')).findByRole('button', { name: 'Buy 10 × 1:1 PT' });
    const history = await section('Credit history');
    const lines = await within(history).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^\+5Adjusted by the studio: Goodwill for the broken rack1:1 PT · /),
      expect.stringMatching(/^\+1Given back by the studio: 1:1 Personal training on /),
      expect.stringMatching(/^0Late cancellation of 1:1 Personal training on .*: the credit was forfeited/),
      expect.stringMatching(/^\+1Returned: 1:1 Personal training on .* was cancelled/),
      expect.stringMatching(/^−1Booked 1:1 Personal training on .*(19:00|07:00\sPM)1:1 PT · /),
      expect.stringMatching(/^\+10Bought 10 × 1:1 PT1:1 PT · /),
    ]);
  });

  it('opens a receipt with product, list price, discount, paid, refunded, date and order id', async () => {
    const user = userEvent.setup();
    server.use(...paymentsReads({ orders: [order({ status: 'partially_refunded', refunded_minor: 9000 })] }));
    renderPage();
    const orders = await section('Orders and receipts');
    await user.click(await within(orders).findByRole('button', { name: /Receipt: 10 × 1:1 PT/ }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt' });
    const text = receipt.textContent ?? '';
    for (const part of [
      'Product10 × 1:1 PT',
      'StatusPartly refunded',
      'List price£400.00',
      'Discount−£40.00',
      'Paid£360.00',
      'Refunded£90.00',
      'Orderord-pack',
    ]) {
      expect(text).toContain(part);
    }
    expect(within(receipt).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('cancels a membership at period end through payments-membership, then offers to keep it', async () => {
    const user = userEvent.setup();
    let membership = { ...MEMBERSHIP };
    let sent: unknown = null;
    server.use(
      http.get(`${REST}/memberships`, () => HttpResponse.json([membership])),
      http.post(`${FUNCTIONS}/payments-membership`, async ({ request }) => {
        sent = await request.json();
        membership = { ...membership, cancel_at_period_end: true };
        return HttpResponse.json(membership);
      }),
    );
    renderPage();
    const card = await section('Membership');
    expect(await within(card).findByText(/^Active · Renews on .*2026 · £99\.00 a month$/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel at period end' }));
    expect(await within(card).findByText(/^Active · Ends on .*2026 · £99\.00 a month$/)).toBeInTheDocument();
    expect(sent).toEqual({ membershipId: 'mem-1', action: 'cancel' });
    // Undo: the cancellation is taken back.
    server.use(
      http.post(`${FUNCTIONS}/payments-membership`, async ({ request }) => {
        sent = await request.json();
        membership = { ...membership, cancel_at_period_end: false };
        return HttpResponse.json(membership);
      }),
    );
    await user.click(within(card).getByRole('button', { name: 'Keep my membership' }));
    expect(await within(card).findByText(/^Active · Renews on /)).toBeInTheDocument();
    expect(sent).toEqual({ membershipId: 'mem-1', action: 'resume' });
  });

  it('"Manage card" asks payments-portal and says so when there is no card page', async () => {
    const user = userEvent.setup();
    let portalCalls = 0;
    server.use(
      http.get(`${REST}/memberships`, () => HttpResponse.json([MEMBERSHIP])),
      http.post(`${FUNCTIONS}/payments-portal`, () => {
        portalCalls += 1;
        return HttpResponse.json({ url: null });
      }),
    );
    renderPage();
    const card = await section('Membership');
    await user.click(await within(card).findByRole('button', { name: 'Manage card' }));
    expect(await within(card).findByText('There is no card to manage for this membership.')).toBeInTheDocument();
    expect(portalCalls).toBe(1);
  });

  it("previews a discount code: the server's error in words and no payment, then a valid code's price is what is paid", async () => {
    const user = userEvent.setup();
    const previews: unknown[] = [];
    let checkout: unknown = null;
    server.use(
      http.post(`${REST}/rpc/preview_checkout`, async ({ request }) => {
        const body = (await request.json()) as { p_discount_code: string };
        previews.push(body);
        const good = body.p_discount_code === 'welcome10';
        return HttpResponse.json({
          kind: 'pack',
          product_id: 'pack-pt',
          description: '10 × 1:1 PT',
          list_price_minor: 40000,
          discount_minor: good ? 4000 : 0,
          amount_minor: good ? 36000 : 40000,
          currency: 'GBP',
          credits: 10,
          valid_days: 120,
          billing_interval: null,
          discount_code: good ? 'WELCOME10' : null,
          discount_error: good ? null : 'This code has expired',
        });
      }),
      http.post(`${FUNCTIONS}/payments-checkout`, async ({ request }) => {
        checkout = await request.json();
        return HttpResponse.json({
          orderId: 'ord-new',
          status: 'pending',
          checkoutUrl: 'http://localhost/checkout/ord-new',
        });
      }),
    );
    renderPage();
    const shop = await section('Buy');
    await user.click(await within(shop).findByRole('button', { name: 'Buy 10 × 1:1 PT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy 10 × 1:1 PT' });
    expect(within(dialog).getByText('10 credits of 1:1 PT, valid 120 days from purchase')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Discount code'), 'OLD2025');
    expect(within(dialog).getByRole('button', { name: 'Pay £400.00' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This code has expired');
    expect(within(dialog).getByRole('button', { name: 'Pay £400.00' })).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('Discount code'));
    await user.type(within(dialog).getByLabelText('Discount code'), 'welcome10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const pay = await within(dialog).findByRole('button', { name: 'Pay £360.00' });
    expect(within(dialog).getByText('−£40.00')).toBeInTheDocument();
    await user.click(pay);
    expect(await within(dialog).findByText('Opening the payment page…')).toBeInTheDocument();
    expect(checkout).toEqual({
      kind: 'pack',
      productId: 'pack-pt',
      discountCode: 'WELCOME10',
      returnPath: '/settings/membership',
    });
    expect(previews).toHaveLength(2);
  });

  it('says "Payment received" once the webhook has marked the order paid (read again meanwhile)', async () => {
    let reads = 0;
    server.use(
      http.get(`${REST}/orders`, ({ request }) => {
        const byId = new URL(request.url).searchParams.get('id');
        if (!byId) return HttpResponse.json([order()]);
        reads += 1;
        // The first read comes before the provider's event: still pending.
        return HttpResponse.json(order({ status: reads === 1 ? 'pending' : 'paid' }));
      }),
    );
    renderPage('/settings/membership?order=ord-pack');
    expect(await screen.findByText('Checking your payment…')).toBeInTheDocument();
    expect(await screen.findByText('Payment received: 10 × 1:1 PT.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('says "Payment not completed" when the client backed out of the checkout, or the payment failed', async () => {
    server.use(...paymentsReads({ orders: [order({ status: 'pending' })] }));
    const first = renderPage('/settings/membership?order=ord-pack&checkout=cancelled');
    expect(
      await screen.findByText('Payment not completed: nothing was charged. You can try again.'),
    ).toBeInTheDocument();
    first.unmount();

    server.use(...paymentsReads({ orders: [order({ status: 'failed' })] }));
    renderPage('/settings/membership?order=ord-pack');
    expect(
      await screen.findByText('Payment not completed: nothing was charged. You can try again.'),
    ).toBeInTheDocument();
  });

  it('lists a fee due with Pay, which pays that order and comes back here', async () => {
    const user = userEvent.setup();
    let checkout: unknown = null;
    const fee = order({
      id: 'ord-fee',
      kind: 'fee',
      description: 'Late cancellation fee',
      list_price_minor: 1500,
      discount_minor: 0,
      amount_minor: 1500,
      status: 'pending',
      paid_at: null,
    });
    server.use(
      ...paymentsReads({ orders: [fee, order()] }),
      http.post(`${FUNCTIONS}/payments-checkout`, async ({ request }) => {
        checkout = await request.json();
        return HttpResponse.json({
          orderId: 'ord-fee',
          status: 'pending',
          checkoutUrl: 'http://localhost/checkout/ord-fee',
        });
      }),
    );
    renderPage();
    const fees = await section('Fees due');
    await user.click(within(fees).getByRole('button', { name: 'Pay Late cancellation fee' }));
    await waitFor(() => expect(checkout).toEqual({ orderId: 'ord-fee', returnPath: '/settings/membership' }));
    // The fee is not a receipt yet.
    const orders = await section('Orders and receipts');
    expect(within(orders).queryByText('Late cancellation fee')).not.toBeInTheDocument();
  });

  it('offline: shows the last balance read "as of" when it was read, and buying says it needs a connection', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    const balance = await section('Balance');
    expect(await within(balance).findByText('8')).toBeInTheDocument();
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(
      await screen.findByText(
        /You are offline\. Shown as of .* Buying and changing your membership need a connection\./,
      ),
    ).toBeInTheDocument();
    expect(within(balance).getByText('8')).toBeInTheDocument();
    await user.click(within(await section('Buy')).getByRole('button', { name: 'Buy 5 × Group class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy 5 × Group class' });
    expect(within(dialog).getByText(/Paying needs a connection: nothing was charged/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay £65.00' })).toBeDisabled();
    view.unmount();
  });

  it('offline with nothing read yet: says the balance is not on this device, never a spinner forever', async () => {
    setOnline(false);
    renderPage();
    expect(await screen.findByText(/your balance is not on this device yet/)).toBeInTheDocument();
  });
});
