// What the staff view of a client's money selects, free of the app's client so the integration tests
// (tests/integration/payments/staff-client-money.test.ts) send exactly these reads as staff.

export const LEDGER_COLUMNS =
  'id, delta, reason, note, created_at, actor_id, booking_id, order_id, lot:credit_lots ( category:credit_categories ( name ), service:services ( name ) )';

export const ORDER_COLUMNS =
  'id, kind, description, amount_minor, refunded_minor, currency, credits, status, paid_at, created_at, credit_lots ( remaining ), refunds ( amount_minor, status )';

export const MEMBERSHIP_COLUMNS =
  'id, status, description, price_minor, currency, billing_interval, credits_per_period, current_period_start, current_period_end, cancel_at_period_end, paused_at, past_due_since, created_at, ended_at';
