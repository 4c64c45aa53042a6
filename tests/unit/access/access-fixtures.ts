import { http, HttpResponse } from 'msw';
import { CLIENT_ID } from '../support/fixtures';
import { REST, table } from '../support/postgrest';
import { paymentsReads } from '../payments/client-payments-fixtures';

/** RFC 6238's SHA-1 seed ("12345678901234567890") in base32, as `my_access_key` sends a secret. */
export const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

export const accessKey = (patch: Record<string, unknown> = {}) => ({
  member_number: 1004,
  secret: SECRET,
  studio_code: 'K7QX2M',
  period: 30,
  digits: 6,
  created_at: '2026-11-01T10:00:00Z',
  renewed_at: null,
  revoked_at: null,
  revoked_reason: null,
  ...patch,
});

export const status = (patch: Record<string, unknown> = {}) => ({
  allowed: true,
  reason: 'ok',
  via: 'membership',
  membership: {
    id: 'mem-1',
    description: 'Unlimited classes',
    status: 'active',
    current_period_end: '2026-12-20T10:00:00Z',
    unlocks_studio_access: true,
    unlocks_on_demand: false,
    grants_client_type: null,
  },
  credits: [],
  booking_today: null,
  key: { member_number: 1004, revoked_at: null },
  last_check_in_at: null,
  ...patch,
});

export const CHECK_INS = [
  {
    id: 'ci-2',
    checked_in_at: '2026-11-26T18:02:00Z',
    method: 'qr',
    overridden: false,
    booking: { id: 'bk-9', starts_at: '2026-11-26T18:00:00Z', service: { name: 'Strength class' } },
  },
  { id: 'ci-1', checked_in_at: '2026-11-20T07:30:00Z', method: 'pin', overridden: false, booking: null },
];

/** The page's reads; tests replace one with server.use. */
export function accessReads(state: { key?: unknown; status?: unknown } = {}) {
  return [
    ...paymentsReads(),
    http.post(`${REST}/rpc/my_access_key`, () => HttpResponse.json(state.key ?? accessKey())),
    http.post(`${REST}/rpc/access_status`, () => HttpResponse.json(state.status ?? status())),
    table('check_ins', (url) => (url.searchParams.get('client_id') === `eq.${CLIENT_ID}` ? CHECK_INS : [])),
  ];
}
