import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckInLogSection } from '@/features/access/desk-profile';
import { CLIENT, signInClient, signOutLocally } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// The profile's "Check-ins" (staff): visits and refused attempts merged newest first, the code's
// state, and revoking it with a reason once confirmed (msw at the Data API).
let key: { member_number: number; revoked_at: string | null; revoked_reason: string | null } | null;
let revokes: unknown[] = [];
let attemptFilters: string[] = [];

withMswServer(() => [
  table('check_ins', [
    { id: 'v2', checked_in_at: '2026-11-26T08:00:00Z', method: 'qr', overridden: false, booking_id: 'b1' },
    { id: 'v1', checked_in_at: '2026-11-20T08:00:00Z', method: 'manual', overridden: true, booking_id: null },
  ]),
  table('check_in_attempts', (url) => {
    attemptFilters.push(url.searchParams.get('result') ?? '');
    return [{ id: 'r1', attempted_at: '2026-11-25T08:00:00Z', method: 'pin', reason: 'no_access' }];
  }),
  table('access_keys', () => (key ? [key] : [])),
  http.post(`${REST}/rpc/revoke_access_key`, async ({ request }) => {
    revokes.push(await request.json());
    key = { member_number: 1004, revoked_at: '2026-11-27T09:00:00Z', revoked_reason: 'Phone lost' };
    return new HttpResponse(null, { status: 204 });
  }),
]);

beforeEach(() => {
  key = { member_number: 1004, revoked_at: null, revoked_reason: null };
  revokes = [];
  attemptFilters = [];
  signInClient({ userRole: 'staff', user: { ...CLIENT, id: 't1' } });
});
afterEach(() => signOutLocally());

describe('the Check-ins section of a client profile', () => {
  it('lists visits and refused attempts newest first, the refusals marked with their reason', async () => {
    renderWithProviders(<CheckInLogSection clientId="c1" clientName="Casey Nguyen" />);
    const section = screen.getByRole('region', { name: 'Check-ins' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Visit.*QR code.*Booking attended$/),
      expect.stringMatching(/^Refused.*PIN.*No active plan/),
      expect.stringMatching(/^Visit.*By name.*Override$/),
    ]);
    expect(attemptFilters).toEqual(['eq.refused']);
    expect(section).toHaveTextContent('Member 1004 · code active');
  });

  it('revokes the code with a reason, only once confirmed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CheckInLogSection clientId="c1" clientName="Casey Nguyen" />);
    await user.click(await screen.findByRole('button', { name: 'Revoke code' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Casey Nguyen’s check-in code?' });
    const confirm = within(dialog).getByRole('button', { name: 'Revoke code' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), '  Phone lost ');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revokes).toEqual([{ p_client_id: 'c1', p_reason: 'Phone lost' }]);
    expect(await screen.findByText(/code revoked .*\(Phone lost\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke code' })).not.toBeInTheDocument();
  });

  it('says when the client has no code and no visits yet', async () => {
    key = null;
    // This client has neither visits nor refused attempts.
    server.use(table('check_ins', []), table('check_in_attempts', []));
    renderWithProviders(<CheckInLogSection clientId="c1" clientName="Casey Nguyen" />);
    expect(await screen.findByText('No check-in code yet.')).toBeInTheDocument();
    expect(await screen.findByText('No visits yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke code' })).not.toBeInTheDocument();
  });
});
