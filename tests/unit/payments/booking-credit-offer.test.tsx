import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import BookSessionRoute from '@/app/pages/BookSessionRoute';
import { BookingCreditOffer } from '@/features/payments/booking-credit-offer';
import { addDays, instantOf, todayIn } from '@/lib/zoned-time';
import { signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { BALANCES, FUNCTIONS, order, PACKS, PLANS, PT, PT_SERVICE } from './client-payments-fixtures';

const ZONE = 'Europe/London';
const TAYLOR = 't-taylor';
const day = addDays(todayIn(ZONE), 1);
const slot = new Date(instantOf(day, 10 * 60, ZONE)).toISOString();
const CONFIRM = `/appointments/book?service=${PT_SERVICE}&trainer=${TAYLOR}&day=${day}&slot=${encodeURIComponent(slot)}&with=${TAYLOR}`;

const PT_ROW = {
  id: PT_SERVICE,
  name: '1:1 PT',
  description: '',
  duration_minutes: 60,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  capacity: 1,
  location: 'in_person',
  video_url: null,
  colour: '#2563eb',
  allowed_client_types: null,
  is_archived: false,
  service_trainers: [{ trainer_id: TAYLOR }],
};

function reads(balances: unknown[]) {
  return [
    table('studio_settings', (url) => {
      const select = url.searchParams.get('select');
      if (select === 'time_zone,week_start') return [{ time_zone: ZONE, week_start: 1 }];
      if (select === 'currency,time_zone') return [{ currency: 'GBP', time_zone: ZONE }];
      return [{ time_zone: ZONE, week_start: 1, currency: 'GBP', client_booking_mode: 'book' }];
    }),
    // The booking steps' read, and payments' own: the drop-in price and the categories it accepts.
    table('services', (url) =>
      url.searchParams.get('select')?.includes('drop_in_price_minor')
        ? [{ drop_in_price_minor: 4500, service_credit_categories: [{ category_id: PT }] }]
        : [PT_ROW],
    ),
    http.post(`${REST}/rpc/bookable_trainer_names`, () => HttpResponse.json([{ id: TAYLOR, first_name: 'Taylor' }])),
    http.post(`${REST}/rpc/credit_balances`, () => HttpResponse.json(balances)),
    table('packages', PACKS),
    table('membership_plans', PLANS),
  ];
}

withMswServer(() => reads(BALANCES));

const renderAt = (at = CONFIRM) => renderWithProviders(<BookSessionRoute />, { at, path: '/appointments/book' });

describe('Paying from the booking flow', () => {
  beforeEach(() => signInClient());

  it('says on the confirm step what the booking will spend', async () => {
    renderAt();
    expect(await screen.findByText('Uses 1 credit of 1:1 PT — 7 left after this.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay for this session' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
  });

  it('with no credit: offers the packs that pay for the service and the drop-in price, coming back to this step', async () => {
    const user = userEvent.setup();
    let checkout: unknown = null;
    server.use(
      ...reads([]),
      http.post(`${FUNCTIONS}/payments-checkout`, async ({ request }) => {
        checkout = await request.json();
        return HttpResponse.json({
          orderId: 'ord-drop',
          status: 'pending',
          checkoutUrl: 'http://localhost/checkout/x',
        });
      }),
    );
    renderAt();
    const offer = await screen.findByRole('region', { name: 'Pay for this session' });
    expect(within(offer).getByText(/You have no credit for this service/)).toBeInTheDocument();
    const choices = await within(offer).findAllByRole('button');
    // The group-class pack does not pay for 1:1 PT, so it is not offered.
    expect(choices.map((button) => button.textContent)).toEqual([
      'Buy a pack: 10 × 1:1 PT£400.00',
      'Pay the drop-in price£45.00',
    ]);
    await user.click(within(offer).getByRole('button', { name: /Pay the drop-in price/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy 1:1 PT (drop-in)' });
    // Drop-ins take no discount code.
    expect(within(dialog).queryByLabelText('Discount code')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay £45.00' }));
    expect(await within(dialog).findByText('Opening the payment page…')).toBeInTheDocument();
    expect(checkout).toEqual({ kind: 'drop_in', productId: PT_SERVICE, returnPath: CONFIRM });
  });

  it('when the server refuses with "You have no credit for this service", offers to pay instead of an error', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/rpc/book_appointment`, () =>
        HttpResponse.json(
          { code: '22023', message: 'You have no credit for this service', details: null, hint: null },
          { status: 400 },
        ),
      ),
    );
    renderAt();
    await screen.findByText('Uses 1 credit of 1:1 PT — 7 left after this.');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const offer = await screen.findByRole('region', { name: 'Pay for this session' });
    expect(within(offer).getByRole('button', { name: /Buy a pack: 10 × 1:1 PT/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('back from paying: "Payment received", the balance read again, and Book is one tap away', async () => {
    let balanceReads = 0;
    server.use(
      http.post(`${REST}/rpc/credit_balances`, () => {
        balanceReads += 1;
        return HttpResponse.json(
          balanceReads === 1
            ? []
            : [
                {
                  ...BALANCES[0],
                  remaining: 1,
                  category_id: null,
                  category_name: null,
                  service_id: PT_SERVICE,
                  service_name: '1:1 PT',
                },
              ],
        );
      }),
      table('orders', [order({ id: 'ord-drop', kind: 'drop_in', description: '1:1 PT (drop-in)', credits: 1 })]),
    );
    renderAt(`${CONFIRM}&order=ord-drop`);
    expect(
      await screen.findByText('Payment received: 1:1 PT (drop-in). Confirm your booking below.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Uses 1 credit of 1:1 PT (drop-in) — 0 left after this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
  });

  it('for a full class: a credit is needed to join the waitlist, and it is spent only when a place is given', async () => {
    const at = { at: '/appointments/book', path: '/appointments/book' };
    const withCredit = renderWithProviders(
      <BookingCreditOffer serviceId={PT_SERVICE} serviceName="1:1 PT" noCredit={false} waitlist />,
      at,
    );
    expect(
      await screen.findByText('A place from the waitlist uses 1 credit of 1:1 PT, only when you are given one.'),
    ).toBeInTheDocument();
    withCredit.unmount();

    server.use(...reads([]));
    renderWithProviders(<BookingCreditOffer serviceId={PT_SERVICE} serviceName="1:1 PT" noCredit waitlist />, at);
    const offer = await screen.findByRole('region', { name: 'Pay for this session' });
    expect(
      within(offer).getByText(
        'Joining the waitlist needs a credit for this class. Buy a pack or pay for this session, then join.',
      ),
    ).toBeInTheDocument();
  });
});
