import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import AppointmentsPage from '@/features/scheduling/components/AppointmentsPage';
import { addDays, instantOf, startOfWeek, todayIn } from '@/lib/zoned-time';
import { CLIENT, signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const ZONE = 'Europe/London';
// Next week's Wednesday: always ahead, so the appointment can be dragged.
const wednesday = addDays(startOfWeek(todayIn(ZONE), 1), 9);
const at = (minutes: number) => new Date(instantOf(wednesday, minutes, ZONE)).toISOString();
const session = {
  id: 'ss1',
  trainer_id: 't1',
  service_id: 's1',
  starts_at: at(9 * 60),
  ends_at: at(10 * 60),
  capacity: 1,
  seats_taken: 1,
  status: 'scheduled',
  service: { name: 'PT 60', colour: '#2563eb', location: 'in_person' },
  trainer: { first_name: 'Taylor', last_name: 'Reyes' },
  bookings: [
    {
      id: 'b1',
      status: 'booked',
      client_id: 'c1',
      overridden: true,
      series_id: null,
      client: { first_name: 'Casey', last_name: 'Nguyen' },
    },
  ],
};

// The dialogs are lazy chunks: their first import can take over a second on a busy machine.
const LAZY = { timeout: 10_000 };

withMswServer(() => [
  table('studio_settings', [{ time_zone: ZONE, week_start: 1, cancel_window_minutes: 1440 }]),
  table('service_sessions', [session]),
  table('services', []),
  table('users', []),
  // The booking requests panel above the calendar (none here).
  table('bookings', []),
  http.post(`${REST}/rpc/free_slots`, () => HttpResponse.json([])),
]);

function desk() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

async function nextWeekGrid(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('grid', { name: 'Calendar' });
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  const grid = screen.getByRole('grid', { name: 'Calendar' });
  return { grid, block: await within(grid).findByRole('article', { name: /09:00–10:00 PT 60, Casey Nguyen/ }) };
}

describe('Acting on the trainer calendar', () => {
  beforeEach(() => {
    desk();
    signInClient({ userRole: 'staff', user: { ...CLIENT, id: 't1' } });
  });

  it('opens a session from the grid, with the Overridden badge', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentsPage />);
    const { block } = await nextWeekGrid(user);
    await user.click(within(block).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: /PT 60 · .* 09:00–10:00/ }, LAZY);
    expect(within(sheet).getByText('Overridden')).toBeInTheDocument();
  });

  it('books from the header and from an empty time, prefilled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentsPage />);
    const { grid } = await nextWeekGrid(user);
    // jsdom lays nothing out: the column's top is 0 and the grid starts at 07:00, so 150 px is 10:07 -> 10:00.
    const column = within(grid).getAllByRole('gridcell')[2]!;
    fireEvent.click(column, { clientY: 150 });
    const dialog = await screen.findByRole('dialog', { name: 'Book a client' }, LAZY);
    expect(within(dialog).getByLabelText('Date')).toHaveValue(wednesday);
    expect(within(dialog).getByLabelText('Time')).toHaveValue('10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Book a client' }));
    expect(await screen.findByRole('dialog', { name: 'Book a client' }, LAZY)).toBeInTheDocument();
  });

  it('leads to the check-in desk from the header (issue 29: a button, not a menu item)', async () => {
    renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByRole('link', { name: 'Check-in desk' })).toHaveAttribute(
      'href',
      '/appointments/check-in',
    );
  });

  it('drags an appointment down in 15-minute steps and asks before moving it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentsPage />);
    const { block } = await nextWeekGrid(user);
    const handle = within(block).getByRole('button');
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
    // 48 px an hour: 40 px is 50 minutes, snapped to 45.
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 10, clientY: 50 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 10, clientY: 50 });
    const confirm = await screen.findByRole('dialog', { name: 'Move this booking?' }, LAZY);
    expect(confirm).toHaveTextContent('09:45–10:45');
    expect(screen.queryByRole('dialog', { name: /PT 60 ·/ })).not.toBeInTheDocument();
    // Kept where it was; the next press is a click again (the drag sent no click of its own here).
    await user.click(within(confirm).getByRole('button', { name: 'Keep it where it was' }));
    await user.click(handle);
    expect(await screen.findByRole('dialog', { name: /PT 60 · .* 09:00–10:00/ }, LAZY)).toBeInTheDocument();
  });
});
