import { http, HttpResponse } from 'msw';
import { CLIENT_ID } from '../support/fixtures';
import { ORIGIN, REST, table } from '../support/postgrest';

export const FUNCTIONS = `${ORIGIN}/functions/v1`;
export const PT = 'cat-pt';
export const GROUP = 'cat-group';
export const PT_SERVICE = 'svc-pt';

export const order = (patch: Record<string, unknown> = {}) => ({
  id: 'ord-pack',
  kind: 'pack',
  description: '10 × 1:1 PT',
  list_price_minor: 40000,
  discount_minor: 4000,
  amount_minor: 36000,
  currency: 'GBP',
  credits: 10,
  valid_days: 120,
  status: 'paid',
  refunded_minor: 0,
  booking_id: null,
  paid_at: '2026-11-20T10:00:00Z',
  created_at: '2026-11-20T09:58:00Z',
  ...patch,
});

export const BALANCES = [
  {
    category_id: PT,
    category_name: '1:1 PT',
    service_id: null,
    service_name: null,
    remaining: 8,
    next_expiry: '2027-03-12T12:00:00Z',
    unlimited: false,
  },
];

export const LOTS = [
  {
    id: 'lot-1',
    category_id: PT,
    service_id: null,
    granted: 10,
    remaining: 3,
    expires_at: '2027-03-12T12:00:00Z',
    order_id: 'ord-pack',
    membership_id: null,
    created_at: '2026-11-20T10:00:00Z',
    category: { name: '1:1 PT' },
    service: null,
  },
  {
    id: 'lot-2',
    category_id: PT,
    service_id: null,
    granted: 5,
    remaining: 5,
    expires_at: null,
    order_id: null,
    membership_id: null,
    created_at: '2026-11-21T10:00:00Z',
    category: { name: '1:1 PT' },
    service: null,
  },
];

export const LEDGER = [
  {
    id: 6,
    lot_id: 'lot-2',
    delta: 5,
    reason: 'adjustment',
    order_id: null,
    note: 'Goodwill for the broken rack',
    created_at: '2026-11-21T10:00:00Z',
    booking_id: null,
  },
  {
    id: 5,
    lot_id: 'lot-1',
    delta: 1,
    reason: 'forgive',
    order_id: null,
    note: null,
    created_at: '2026-11-20T16:00:00Z',
    booking_id: 'bk-1',
  },
  {
    id: 4,
    lot_id: 'lot-1',
    delta: 0,
    reason: 'late_cancel',
    order_id: null,
    note: null,
    created_at: '2026-11-20T15:00:00Z',
    booking_id: 'bk-1',
  },
  {
    id: 3,
    lot_id: 'lot-1',
    delta: 1,
    reason: 'cancel_return',
    order_id: null,
    note: null,
    created_at: '2026-11-20T14:00:00Z',
    booking_id: 'bk-1',
  },
  {
    id: 2,
    lot_id: 'lot-1',
    delta: -1,
    reason: 'book',
    order_id: null,
    note: null,
    created_at: '2026-11-20T12:00:00Z',
    booking_id: 'bk-1',
  },
  {
    id: 1,
    lot_id: 'lot-1',
    delta: 10,
    reason: 'grant',
    order_id: 'ord-pack',
    note: null,
    created_at: '2026-11-20T10:00:00Z',
    booking_id: null,
  },
];

export const MEMBERSHIP = {
  id: 'mem-1',
  plan_id: 'plan-unlimited',
  status: 'active',
  description: 'Unlimited classes',
  price_minor: 9900,
  billing_interval: 'month',
  credits_per_period: null,
  current_period_end: '2026-12-20T10:00:00Z',
  cancel_at_period_end: false,
  provider: 'stripe',
  created_at: '2026-11-20T10:00:00Z',
};

export const PACKS = [
  {
    id: 'pack-pt',
    name: '10 × 1:1 PT',
    description: '',
    category_id: PT,
    credits: 10,
    price_minor: 40000,
    valid_days: 120,
    category: { name: '1:1 PT' },
  },
  {
    id: 'pack-group',
    name: '5 × Group class',
    description: '',
    category_id: GROUP,
    credits: 5,
    price_minor: 6500,
    valid_days: 90,
    category: { name: 'Group class' },
  },
];

export const PLANS = [
  {
    id: 'plan-unlimited',
    name: 'Unlimited classes',
    description: '',
    price_minor: 9900,
    billing_interval: 'month',
    category_id: GROUP,
    credits_per_period: null,
    category: { name: 'Group class' },
  },
];

/** The reads of "Membership and credits" for the demo client; tests replace one with server.use. */
export function paymentsReads(state: { orders?: unknown[]; memberships?: unknown[]; balances?: unknown[] } = {}) {
  const orders = state.orders ?? [order()];
  return [
    http.post(`${REST}/rpc/credit_balances`, () => HttpResponse.json(state.balances ?? BALANCES)),
    table('credit_lots', (url) => (url.searchParams.get('client_id') === `eq.${CLIENT_ID}` ? LOTS : [])),
    table('credit_ledger', (url) => (url.searchParams.get('client_id') === `eq.${CLIENT_ID}` ? LEDGER : [])),
    // The ledger names its booking by id; the page reads those bookings (the client's own) second.
    table('bookings', (url) =>
      url.searchParams.get('id') === 'in.(bk-1)'
        ? [{ id: 'bk-1', starts_at: '2026-11-24T10:00:00Z', service: { name: '1:1 Personal training' } }]
        : [],
    ),
    table('orders', (url) => {
      const id = url.searchParams.get('id');
      return id ? orders.filter((row) => `eq.${(row as { id: string }).id}` === id) : orders;
    }),
    table('memberships', state.memberships ?? []),
    table('packages', PACKS),
    table('membership_plans', PLANS),
    table('studio_settings', [{ currency: 'GBP', time_zone: 'Europe/London' }]),
  ];
}
