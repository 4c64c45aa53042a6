import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AppointmentsPage from '@/features/scheduling/components/AppointmentsPage';
import {
  closeBookingsCache,
  readCachedBookings,
  writeCachedBookings,
} from '@/features/scheduling/storage/bookings-cache';
import { resetSessionState } from '@/features/auth/lib/session';
import type { MyBooking } from '@/features/scheduling/api/my-bookings';
import { deleteSignedOutData } from '@/lib/account-data';
import { CLIENT_ID, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const ZONE = 'Europe/London';
const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const booking = (startsInHours: number): MyBooking => ({
  id: 'b-1',
  session_id: 's-1',
  starts_at: hoursAhead(startsInHours),
  ends_at: hoursAhead(startsInHours + 1),
  status: 'booked',
  service: { name: 'PT 60', colour: '#2563eb', location: 'in_person', video_url: null },
  trainer: { first_name: 'Taylor', last_name: 'Reyes' },
});

const rules = (patch: Record<string, unknown> = {}) => ({
  time_zone: ZONE,
  week_start: 1,
  currency: 'GBP',
  cancel_window_minutes: 1440,
  late_cancel_outcome: 'forfeit_credit',
  late_cancel_fee_minor: 0,
  client_booking_mode: 'book',
  ...patch,
});

let upcoming = [booking(48)];
let studioRules = rules();

withMswServer(() => [
  table('studio_settings', (url) =>
    url.searchParams.get('select') === 'time_zone,week_start' ? [{ time_zone: ZONE, week_start: 1 }] : [studioRules],
  ),
  table('bookings', (url) => (url.searchParams.get('ends_at')?.startsWith('gte.') ? upcoming : [])),
  table('waitlist_entries', []),
]);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const openCancel = async () => {
  const user = userEvent.setup();
  renderWithProviders(<AppointmentsPage />);
  const list = await screen.findByRole('list', { name: 'Upcoming sessions' });
  await user.click(within(list).getByRole('button', { name: 'Cancel PT 60' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Cancel this session?' }) };
};

describe("a client's sessions", () => {
  beforeEach(async () => {
    globalThis.indexedDB = new IDBFactory();
    await closeBookingsCache();
    signInClient();
    setOnline(true);
    upcoming = [booking(48)];
    studioRules = rules();
  });
  afterEach(() => setOnline(true));

  it('says a cancel is free before sending it, then shows what the server did', async () => {
    let cancelled: unknown = null;
    server.use(
      http.post(`${REST}/rpc/cancel_booking`, async ({ request }) => {
        cancelled = await request.json();
        return HttpResponse.json({ ...booking(48), status: 'cancelled', outcome: null, fee_minor: null });
      }),
    );
    const { user, dialog } = await openCancel();
    expect(await within(dialog).findByText('Cancelling now is free.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Cancelled. It cost nothing.')).toBeInTheDocument();
    expect(cancelled).toEqual({ p_booking_id: 'b-1' });
  });

  it('warns of a late cancel and its fee in the currency, and shows the server refusing in words', async () => {
    upcoming = [booking(3)];
    studioRules = rules({ late_cancel_outcome: 'fee', late_cancel_fee_minor: 1500 });
    server.use(
      http.post(`${REST}/rpc/cancel_booking`, () =>
        HttpResponse.json(
          { code: 'PT409', message: 'This booking is already cancelled', details: null, hint: null },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openCancel();
    expect(
      await within(dialog).findByText(
        'This is a late cancellation (less than 1 day before the start): a fee of £15.00 is charged.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking is already cancelled');
  });

  it('warns that a late cancel forfeits the session credit', async () => {
    upcoming = [booking(3)];
    const { dialog } = await openCancel();
    expect(
      await within(dialog).findByText(
        'This is a late cancellation (less than 1 day before the start): the session credit is forfeited.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the classes the client waits for, and leaves a waitlist', async () => {
    let left: unknown = null;
    server.use(
      table('waitlist_entries', () =>
        left
          ? []
          : [
              {
                id: 'w-1',
                session_id: 'cls-1',
                session: {
                  starts_at: hoursAhead(72),
                  ends_at: hoursAhead(73),
                  service: { name: 'Strength club', colour: '#16a34a' },
                },
              },
            ],
      ),
      http.post(`${REST}/rpc/leave_waitlist`, async ({ request }) => {
        left = await request.json();
        return HttpResponse.json(1);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AppointmentsPage />);
    const waitlists = await screen.findByRole('list', { name: 'Waitlists' });
    expect(waitlists).toHaveTextContent('Strength club');
    await user.click(within(waitlists).getByRole('button', { name: 'Leave the waitlist for Strength club' }));
    expect(await screen.findByText('You left the waitlist for Strength club.')).toBeInTheDocument();
    expect(left).toEqual({ p_session_id: 'cls-1' });
    expect(screen.queryByRole('list', { name: 'Waitlists' })).not.toBeInTheDocument();
  });

  it('with no signal shows the copy on the device, marked, and booking says it needs a connection', async () => {
    await writeCachedBookings(CLIENT_ID, { upcoming: [booking(48)], past: [] }, Date.parse('2026-11-20T09:15:00Z'));
    localStorage.setItem('liftwise-studio-clock', JSON.stringify({ timeZone: ZONE, weekStart: 1 }));
    setOnline(false);
    renderWithProviders(<AppointmentsPage />);
    expect(
      await screen.findByText(/^Saved on this device, may be out of date\. Last updated .*20/),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Upcoming sessions' })).getByText('PT 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book a session' })).toBeDisabled();
    expect(screen.getByText('Booking and cancelling need a connection.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel PT 60' })).not.toBeInTheDocument();
  });
});

describe('the bookings kept on the device', () => {
  beforeEach(async () => {
    globalThis.indexedDB = new IDBFactory();
    await closeBookingsCache();
  });

  it('belong to one account, and are deleted at sign-out', async () => {
    await writeCachedBookings('account-a', { upcoming: [booking(48)], past: [] }, 1);
    expect(await readCachedBookings('account-b')).toBeNull();
    expect((await readCachedBookings('account-a'))?.lists.upcoming).toHaveLength(1);
    await deleteSignedOutData();
    expect(await readCachedBookings('account-a')).toBeNull();
  });

  it('are deleted by the sign-out itself (the session reset)', async () => {
    await writeCachedBookings('account-a', { upcoming: [booking(48)], past: [] }, 1);
    resetSessionState();
    await waitFor(async () => expect(await readCachedBookings('account-a')).toBeNull());
  });
});
