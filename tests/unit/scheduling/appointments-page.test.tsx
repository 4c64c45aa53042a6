import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import AppointmentsPage from '@/features/scheduling/components/AppointmentsPage';
import { instantOf, startOfWeek, todayIn } from '@/lib/zoned-time';
import { CLIENT, CLIENT_ID, signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const ZONE = 'Europe/London';
const monday = startOfWeek(todayIn(ZONE), 1);
const at = (minutes: number) => new Date(instantOf(monday, minutes, ZONE)).toISOString();
const session = {
  id: 'ss1',
  trainer_id: 't1',
  starts_at: at(9 * 60),
  ends_at: at(10 * 60),
  capacity: 1,
  seats_taken: 1,
  status: 'scheduled',
  service: { name: 'PT 60', colour: '#2563eb', location: 'in_person' },
  trainer: { first_name: 'Taylor', last_name: 'Reyes' },
  bookings: [
    { id: 'b1', status: 'booked', client_id: CLIENT_ID, client: { first_name: 'Casey', last_name: 'Nguyen' } },
  ],
};
const cls = {
  ...session,
  id: 'ss2',
  starts_at: at(9 * 60 + 30),
  ends_at: at(10 * 60 + 15),
  capacity: 6,
  seats_taken: 2,
  service: { name: 'Strength club', colour: '#16a34a', location: 'in_person' },
  bookings: [],
};

withMswServer(() => [
  table('studio_settings', [{ time_zone: ZONE, week_start: 1 }]),
  table('service_sessions', [session, cls]),
  table('bookings', (url) => (url.searchParams.get('ends_at')?.startsWith('gte.') ? [upcoming] : [])),
  table('waitlist_entries', []),
]);

const upcoming = {
  id: 'b9',
  session_id: 'ss1',
  starts_at: at(9 * 60),
  ends_at: at(24 * 60 * 8),
  status: 'booked',
  service: { name: 'PT 60', colour: '#2563eb', location: 'in_person', video_url: null },
  trainer: { first_name: 'Taylor', last_name: 'Reyes' },
};

/** jsdom has no media queries: a desk-sized window (the phone's agenda has its own test). */
function viewport(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: phone,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

describe('Appointments', () => {
  beforeEach(() => {
    viewport(false);
    signInClient({ userRole: 'staff', user: { ...CLIENT, id: 't1' } });
  });

  it("draws a trainer's week in the studio zone, overlapping sessions side by side", async () => {
    renderWithProviders(<AppointmentsPage />);
    const grid = await screen.findByRole('grid', { name: 'Calendar' });
    const pt = within(grid).getByRole('article', { name: /09:00–10:00 PT 60, Casey Nguyen/ });
    const club = within(grid).getByRole('article', { name: /09:30–10:15 Strength club, 2 of 6 booked/ });
    expect(pt.style.width).toBe('calc(50% - 4px)');
    expect(club.style.left).toBe('calc(50% + 2px)');
    expect(screen.getByText(/My calendar · times in Europe\/London/)).toBeInTheDocument();
  });

  it('moves a week at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentsPage />);
    const heading = await screen.findByRole('heading', { level: 2 });
    const before = heading.textContent;
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(heading.textContent).not.toBe(before);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(heading.textContent).toBe(before);
  });

  it('lists the day on a phone', async () => {
    viewport(true);
    renderWithProviders(<AppointmentsPage />);
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'View' })).not.toBeInTheDocument();
  });

  it('shows a client their own upcoming sessions', async () => {
    signInClient();
    renderWithProviders(<AppointmentsPage />);
    const list = await screen.findByRole('list', { name: 'Upcoming sessions' });
    expect(within(list).getByText('PT 60')).toBeInTheDocument();
    expect(within(list).getByText(/with Taylor/)).toBeInTheDocument();
  });
});
