import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import NextSessionCard from '@/features/scheduling/today-card';
import { closeBookingsCache } from '@/features/scheduling/storage/bookings-cache';
import { CLIENT_ID, signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const booking = (id: string, startsInHours: number, status: string, name: string) => ({
  id,
  session_id: `s-${id}`,
  starts_at: hoursAhead(startsInHours),
  ends_at: hoursAhead(startsInHours + 1),
  status,
  service: { name, colour: '#2563eb', location: 'in_person', video_url: null },
  trainer: { first_name: 'Taylor', last_name: 'Reyes' },
});

let upcoming: unknown[] = [];

withMswServer(() => [
  table('studio_settings', [{ time_zone: 'Europe/London', week_start: 1 }]),
  table('bookings', (url) => (url.searchParams.get('ends_at')?.startsWith('gte.') ? upcoming : [])),
]);

describe("Today's next-session card", () => {
  beforeEach(async () => {
    globalThis.indexedDB = new IDBFactory();
    await closeBookingsCache();
    signInClient();
  });

  it('shows the next booked session (not a cancelled one) and leads to Appointments', async () => {
    upcoming = [booking('a', 5, 'cancelled', 'Cancelled PT'), booking('b', 30, 'booked', 'Small-group strength')];
    renderWithProviders(<NextSessionCard userId={CLIENT_ID} />);
    const card = await screen.findByRole('link', { name: /Next session/ });
    expect(card).toHaveTextContent('Small-group strength');
    expect(card).toHaveTextContent('with Taylor');
    expect(card).toHaveAttribute('href', '/appointments');
  });

  it('offers to book a session when nothing is booked', async () => {
    upcoming = [];
    renderWithProviders(<NextSessionCard userId={CLIENT_ID} />);
    expect(await screen.findByText('No sessions booked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/appointments/book');
  });
});
