import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientMoneySection } from '@/features/payments/client-money';
import { ForgiveBookingForm } from '@/features/scheduling/forgive-booking';
import { CLIENT, CLIENT_ID, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { ORIGIN, REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const CAT = '00000000-0000-4000-8000-0000000000c1';
const ORDER = '00000000-0000-4000-8000-0000000000a1';
const balances = [
  {
    category_id: CAT,
    category_name: '1:1 PT',
    service_id: null,
    service_name: null,
    remaining: 7,
    next_expiry: '2027-03-12T00:00:00Z',
    unlimited: false,
  },
];
const ledgerRow = (over: Record<string, unknown>) => ({
  id: 1,
  delta: -1,
  reason: 'book',
  note: null,
  created_at: '2026-11-20T10:00:00Z',
  actor_id: CLIENT_ID,
  booking_id: 'b1',
  order_id: null,
  lot: { category: { name: '1:1 PT' }, service: null },
  ...over,
});
const ledger = [
  ledgerRow({ id: 6, delta: 2, reason: 'adjustment', actor_id: 't1', booking_id: null, note: 'Goodwill' }),
  ledgerRow({ id: 5, delta: -1, reason: 'expire', actor_id: 'a9', booking_id: null }),
  ledgerRow({ id: 4, delta: 1, reason: 'forgive', actor_id: 't2', note: 'Was ill' }),
  ledgerRow({ id: 3, delta: 0, reason: 'late_cancel' }),
  ledgerRow({ id: 2, delta: -1, reason: 'book' }),
  ledgerRow({ id: 1, delta: 10, reason: 'grant', actor_id: null, booking_id: null }),
];
const order = {
  id: ORDER,
  kind: 'pack',
  description: '10 × 1:1 PT',
  amount_minor: 40000,
  refunded_minor: 10000,
  currency: 'GBP',
  credits: 10,
  status: 'partially_refunded',
  paid_at: '2026-11-01T09:00:00Z',
  created_at: '2026-11-01T08:59:00Z',
  // As the Data API answers: a pack's order has one lot (unique per order), embedded as an object.
  credit_lots: { remaining: 7 },
  refunds: [{ amount_minor: 10000, status: 'succeeded' }],
};
const membership = {
  id: 'm1',
  status: 'active',
  description: 'Unlimited classes',
  price_minor: 9900,
  currency: 'GBP',
  billing_interval: 'month',
  credits_per_period: null,
  current_period_start: '2026-11-01T00:00:00Z',
  current_period_end: '2026-12-01T00:00:00Z',
  cancel_at_period_end: true,
  paused_at: null,
  past_due_since: null,
  created_at: '2026-11-01T00:00:00Z',
  ended_at: null,
};

function rpc(name: string, answer: () => Response | Promise<Response>) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`${REST}/rpc/${name}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

function fn(name: string, answer: () => Response | Promise<Response>) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`${ORIGIN}/functions/v1/${name}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

withMswServer(() => [
  table('studio_settings', [{ currency: 'GBP', time_zone: 'Europe/London' }]),
  http.post(`${REST}/rpc/credit_balances`, () => HttpResponse.json(balances)),
  table('credit_ledger', ledger),
  // Names the caller may read (a9, another admin, is not among them) and the sessions' times.
  table('users', [
    { id: CLIENT_ID, first_name: 'Casey', last_name: 'Nguyen' },
    { id: 't2', first_name: 'Sam', last_name: 'Okafor' },
  ]),
  table('bookings', [{ id: 'b1', starts_at: '2026-11-21T18:00:00Z' }]),
  table('orders', [order]),
  table('memberships', [membership]),
  table('credit_categories', [{ id: CAT, name: '1:1 PT' }]),
]);

const signInAs = (role: 'staff' | 'admin') => signInClient({ userRole: role, user: { ...CLIENT, id: 't1' } });
const section = () => screen.findByRole('region', { name: 'Credits and payments' });

describe('Credits and payments on a client profile', () => {
  beforeEach(() => signInAs('staff'));

  it('shows the balance with its expiry, the membership, the history in words and the orders', async () => {
    renderWithProviders(<ClientMoneySection clientId={CLIENT_ID} />);
    const credits = await screen.findByRole('list', { name: 'Credits left' });
    expect(credits).toHaveTextContent('1:1 PT7 creditsNext expiry Mar 12, 2027');
    expect(within(await section()).getByText('Dates in Europe/London')).toBeInTheDocument();

    const plan = await screen.findByRole('region', { name: 'Membership' });
    expect(within(plan).getByText('Unlimited classes')).toBeInTheDocument();
    expect(within(plan).getByText('Cancels at period end')).toBeInTheDocument();
    expect(plan).toHaveTextContent('£99.00 a month · unlimited sessions');
    expect(plan).toHaveTextContent('This period Nov 1, 2026 – Dec 1, 2026 · ends Dec 1, 2026');

    const history = await screen.findByRole('list', { name: 'Credit history' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((row) => row.firstElementChild?.firstElementChild?.textContent)).toEqual([
      'Added by staff · 1:1 PT',
      'Expired · 1:1 PT',
      'Forgiven by staff · 1:1 PT',
      'Late cancel: credit forfeited · 1:1 PT',
      'Booked a session · 1:1 PT',
      'Granted · 1:1 PT',
    ]);
    expect(rows[0]).toHaveTextContent('You');
    expect(rows[0]).toHaveTextContent('Goodwill');
    expect(rows[1]).toHaveTextContent('· Staff');
    expect(rows[2]).toHaveTextContent('Sam Okafor · session Nov 21, 2026, 6:00 PM');
    expect(rows[2]).toHaveTextContent('Was ill');
    expect(rows[2]).toHaveTextContent('+1 credit');
    expect(rows[3]).toHaveTextContent('The client');
    expect(rows[5]).toHaveTextContent('Automatic');
    expect(rows[5]).toHaveTextContent('+10 credits');

    const orders = await screen.findByRole('list', { name: 'Orders' });
    expect(orders).toHaveTextContent('10 × 1:1 PT');
    expect(orders).toHaveTextContent('£400.00Partly refundedRefunded £100.00');
    // Staff see the money; only admins refund or change a membership.
    expect(within(orders).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(within(plan).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and a failed read with a retry', async () => {
    server.use(
      http.post(`${REST}/rpc/credit_balances`, () => HttpResponse.json([])),
      table('credit_ledger', []),
      table('orders', []),
      table('memberships', []),
    );
    renderWithProviders(<ClientMoneySection clientId={CLIENT_ID} />);
    expect(await screen.findByText('No credits.')).toBeInTheDocument();
    expect(await screen.findByText('No membership.')).toBeInTheDocument();
    expect(await screen.findByText('No credits in or out yet.')).toBeInTheDocument();
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it('shows a failed read with a way to try again', async () => {
    server.use(
      http.get(`${REST}/credit_ledger`, () =>
        HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 }),
      ),
    );
    renderWithProviders(<ClientMoneySection clientId={CLIENT_ID} />);
    const history = await screen.findByRole('region', { name: 'Credit history' });
    expect(await within(history).findByRole('alert')).toHaveTextContent('Unable to load the credit history');
    expect(within(history).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('adjusts credits: checks the form, sends the change, shows the new balance', async () => {
    const user = userEvent.setup();
    const calls = rpc('adjust_credits', () => HttpResponse.json(9));
    renderWithProviders(<ClientMoneySection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Adjust credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust credits' });
    const count = within(dialog).getByLabelText('Credits to add');
    await user.clear(count);
    await user.click(within(dialog).getByRole('button', { name: 'Add credits' }));
    expect(within(dialog).getByText('Choose a category.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number from 1 to 1000.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write a note: it says why in the ledger.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Category'), '1:1 PT');
    await user.type(count, '2');
    await user.type(within(dialog).getByLabelText('Note (shown in the history)'), 'Goodwill after a missed session');
    await user.click(within(dialog).getByRole('button', { name: 'Add credits' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added 2 credits in 1:1 PT. New balance: 9.');
    expect(calls).toEqual([
      {
        p_client_id: CLIENT_ID,
        p_category_id: CAT,
        p_delta: 2,
        p_note: 'Goodwill after a missed session',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the database's refusal as text and keeps the form", async () => {
    const user = userEvent.setup();
    rpc('adjust_credits', () =>
      HttpResponse.json(
        { code: '22023', message: 'Casey has only 7 credits in 1:1 PT', details: null, hint: null },
        { status: 400 },
      ),
    );
    renderWithProviders(<ClientMoneySection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Adjust credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust credits' });
    await user.click(within(dialog).getByRole('radio', { name: 'Remove' }));
    expect(within(dialog).queryByLabelText('Expires on (optional)')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Category'), '1:1 PT');
    const count = within(dialog).getByLabelText('Credits to remove');
    await user.clear(count);
    await user.type(count, '8');
    await user.type(within(dialog).getByLabelText('Note (shown in the history)'), 'Correction');
    await user.click(within(dialog).getByRole('button', { name: 'Remove credits' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Casey has only 7 credits in 1:1 PT');
    expect(within(dialog).getByLabelText('Credits to remove')).toHaveValue('8');
  });
  it("forgives a forfeited credit from the history, once (the app composes scheduling's form in)", async () => {
    const user = userEvent.setup();
    let forgiven = false;
    const noShow = ledgerRow({ id: 7, delta: 0, reason: 'no_show', booking_id: 'b7' });
    const giveBack = ledgerRow({ id: 8, delta: 1, reason: 'forgive', booking_id: 'b7', actor_id: 't1' });
    server.use(table('credit_ledger', () => (forgiven ? [giveBack, noShow, ...ledger] : [noShow, ...ledger])));
    const calls = rpc('forgive_booking', () => {
      forgiven = true;
      return HttpResponse.json({ id: 'b7', status: 'no_show' });
    });
    renderWithProviders(
      <ClientMoneySection
        clientId={CLIENT_ID}
        renderForgive={({ bookingId, onDone, onBack }) => (
          <ForgiveBookingForm bookingId={bookingId} fee={false} onDone={onDone} onBack={onBack} />
        )}
      />,
    );
    const history = await screen.findByRole('list', { name: 'Credit history' });
    // One offer: the late cancel of b1 was forgiven already (row 4).
    const offers = within(history).getAllByRole('button', { name: 'Forgive…' });
    expect(offers).toHaveLength(1);
    await user.click(offers[0]!);
    await user.type(within(history).getByLabelText('Note (optional)'), 'Flat tyre');
    await user.click(within(history).getByRole('button', { name: 'Forgive' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Forgiven: the credit is back.');
    await waitFor(() => expect(within(history).queryByRole('button', { name: /Forgive/ })).not.toBeInTheDocument());
    expect(calls).toEqual([{ p_booking_id: 'b7', p_note: 'Flat tyre' }]);
  });
});

describe('Admins', () => {
  beforeEach(() => signInAs('admin'));

  it('refund at most what is left, with the credits defaulting to the share, once however often clicked', async () => {
    const user = userEvent.setup();
    const calls = fn('payments-refund', async () => {
      await delay(50);
      return HttpResponse.json({ id: 'r1', status: 'succeeded', amount_minor: 15000 });
    });
    renderWithProviders(<ClientMoneySection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Refund 10 × 1:1 PT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund 10 × 1:1 PT' });
    expect(dialog).toHaveTextContent('Paid £400.00 · refunded £100.00 · up to £300.00 can be refunded.');
    const amount = within(dialog).getByLabelText('Amount (GBP)');
    const credits = within(dialog).getByLabelText('Credits to remove');
    expect(amount).toHaveValue('300.00');
    expect(credits).toHaveValue('7');

    await user.clear(amount);
    await user.type(amount, '300.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('At most £300.00 can be refunded.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '150');
    expect(credits).toHaveValue('3'); // floor(15000 × 10 / 40000)
    await user.clear(credits);
    await user.type(credits, '4');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Moving away');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Refunded £150.00 of 10 × 1:1 PT.');
    expect(calls).toEqual([{ orderId: ORDER, amountMinor: 15000, creditsToRemove: 4, reason: 'Moving away' }]);
  });

  it("shows the refund function's refusal as text", async () => {
    const user = userEvent.setup();
    fn('payments-refund', () => HttpResponse.json({ error: 'At most £250.00 can be refunded' }, { status: 400 }));
    renderWithProviders(<ClientMoneySection clientId={CLIENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Refund 10 × 1:1 PT' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('At most £250.00 can be refunded');
  });

  it('keep a membership that was set to cancel, and pause it after confirming', async () => {
    const user = userEvent.setup();
    const calls = fn('payments-membership', () => HttpResponse.json({ ok: true }));
    renderWithProviders(<ClientMoneySection clientId={CLIENT_ID} />);
    const plan = await screen.findByRole('region', { name: 'Membership' });
    await user.click(await within(plan).findByRole('button', { name: 'Keep the membership' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The membership will continue.');
    await user.click(within(plan).getByRole('button', { name: 'Pause' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pause the membership?' });
    await user.click(within(confirm).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The membership is paused.'));
    expect(calls).toEqual([
      { membershipId: 'm1', action: 'resume' },
      { membershipId: 'm1', action: 'pause' },
    ]);
  });
});
