import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import StudioSchedulePage from '@/features/scheduling/components/StudioSchedulePage';
import { instantOf, todayIn } from '@/lib/zoned-time';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, rows, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const ZONE = 'Europe/London';
const today = todayIn(ZONE);
const at = (minutes: number) => new Date(instantOf(today, minutes, ZONE)).toISOString();
const TAYLOR = '00000000-0000-4000-8000-000000000002';
const SAM = '00000000-0000-4000-8000-000000000003';
const PT = '00000000-0000-4000-8000-00000000c001';
const CLASS = '00000000-0000-4000-8000-00000000c002';
const staffRow = (id: string, first: string) => ({
  id,
  first_name: first,
  last_name: 'Coach',
  email: `${first.toLowerCase()}@example.com`,
  role: 'staff',
  status: 'active',
});
const base = {
  capacity: 1,
  seats_taken: 1,
  status: 'scheduled',
  service_id: PT,
  service: { name: '1:1 Personal training', colour: '#2563eb', location: 'in_person' },
  bookings: [{ id: 'b1', status: 'booked', client_id: 'c1', client: { first_name: 'Casey', last_name: 'Nguyen' } }],
};
const sessions = [
  {
    ...base,
    id: 's1',
    trainer_id: TAYLOR,
    starts_at: at(18 * 60),
    ends_at: at(18 * 60 + 45),
    capacity: 6,
    service_id: CLASS,
    service: { name: 'Small-group strength', colour: '#16a34a', location: 'in_person' },
    trainer: { first_name: 'Taylor', last_name: 'Coach' },
  },
  {
    ...base,
    id: 's2',
    trainer_id: SAM,
    starts_at: at(10 * 60),
    ends_at: at(11 * 60),
    trainer: { first_name: 'Sam', last_name: 'Coach' },
  },
];
const serviceRow = (id: string, name: string, trainers: string[] = []) => ({
  id,
  name,
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
  service_trainers: trainers.map((trainer_id) => ({ trainer_id })),
});

let calendarRequests: URL[] = [];
withMswServer(() => [
  table('studio_settings', [{ time_zone: ZONE, week_start: 1 }]),
  table('users', [staffRow(SAM, 'Sam'), staffRow(TAYLOR, 'Taylor')]),
  // Only Taylor delivers the 1:1: the book dialog then shows whose column was clicked.
  table('services', [serviceRow(PT, '1:1 Personal training', [TAYLOR]), serviceRow(CLASS, 'Small-group strength')]),
  // What the real booking dialogs read when they open.
  table('waitlist_entries', []),
  table('bookings', []),
  http.post(`${REST}/rpc/free_slots`, () => HttpResponse.json([])),
  http.get(`${REST}/service_sessions`, ({ request }) => {
    calendarRequests.push(new URL(request.url));
    return rows(request, sessions);
  }),
]);

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

const columnHeaders = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('group')
    .map((column) => column.getAttribute('aria-label'));

describe('/schedule', () => {
  beforeEach(() => {
    viewport(false);
    calendarRequests = [];
    signInClient({ userRole: 'admin', user: { ...CLIENT, id: 'admin-1' } });
  });

  it('is for admins only', async () => {
    signInClient({ userRole: 'staff', user: { ...CLIENT, id: TAYLOR } });
    renderWithProviders(<StudioSchedulePage />);
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
  });

  it("draws every trainer's day side by side from one request for the whole studio", async () => {
    renderWithProviders(<StudioSchedulePage />);
    const grid = await screen.findByRole('region', { name: "Trainers' day" });
    expect(columnHeaders(grid)).toEqual(['Sam Coach', 'Taylor Coach']);
    const taylor = within(grid).getByRole('group', { name: 'Taylor Coach' });
    expect(
      within(taylor).getByRole('button', { name: /18:00 Small-group strength\s*1 of 6 booked\s*, until 18:45/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/times in Europe\/London/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check-in desk' })).toHaveAttribute('href', '/appointments/check-in');
    expect(calendarRequests).toHaveLength(1);
    expect(calendarRequests[0]!.searchParams.has('trainer_id')).toBe(false);
  });

  it('filters by trainer from the URL (a shared link) and from the chips, keeping it in the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudioSchedulePage />, { at: `/schedule?trainers=${SAM}`, path: '/schedule' });
    const grid = await screen.findByRole('region', { name: "Trainers' day" });
    expect(columnHeaders(grid)).toEqual(['Sam Coach']);
    await user.click(screen.getByRole('button', { name: 'Taylor Coach' }));
    expect(columnHeaders(grid)).toEqual(['Sam Coach', 'Taylor Coach']);
    await user.click(screen.getByRole('button', { name: 'All trainers' }));
    expect(columnHeaders(grid)).toEqual(['Sam Coach', 'Taylor Coach']);
    expect(screen.getByRole('button', { name: 'All trainers' })).toHaveAttribute('aria-pressed', 'true');
    // Filters apply on the device: still the one request.
    expect(calendarRequests).toHaveLength(1);
  });

  it('filters by service', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudioSchedulePage />, { at: '/schedule', path: '/schedule' });
    const grid = await screen.findByRole('region', { name: "Trainers' day" });
    await user.selectOptions(screen.getByLabelText('Service'), 'Small-group strength');
    expect(within(grid).queryByRole('button', { name: /1:1 Personal training/ })).not.toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: /Small-group strength/ })).toBeInTheDocument();
  });

  it('opens a session, and books from an empty slot or a column header', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudioSchedulePage />);
    const grid = await screen.findByRole('region', { name: "Trainers' day" });
    await user.click(within(grid).getByRole('button', { name: /Small-group strength/ }));
    // The real session sheet (lazy: components/booking/lazy-dialogs.ts), for the session clicked.
    const sheet = await screen.findByRole('dialog', { name: /Small-group strength/ }, { timeout: 10_000 });
    expect(sheet).toHaveTextContent('Taylor Coach');
    expect(screen.queryByRole('dialog', { name: 'Book a client' })).toBeNull();
    await user.click(within(sheet).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The grid starts at 07:00, 48 px an hour: 2.5 hours down is 09:30 in the studio's zone.
    const taylor = within(grid).getByRole('group', { name: 'Taylor Coach' });
    fireEvent.click(taylor, { clientY: taylor.getBoundingClientRect().top + 2.5 * 48 });
    const book = await screen.findByRole('dialog', { name: 'Book a client' }, { timeout: 10_000 });
    expect(within(book).getByLabelText('Date')).toHaveValue(today);
    expect(within(book).getByLabelText('Time')).toHaveValue('09:30');
    expect(within(book).getByLabelText('Service')).toHaveTextContent('1:1 Personal training');
    await user.click(within(book).getAllByRole('button', { name: /^(Close|Cancel)$/ })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Sam's "+" books with Sam, no time chosen (Sam delivers no 1:1 here, so the dialog says so).
    await user.click(screen.getByRole('button', { name: 'Book a client with Sam Coach' }));
    const samBook = await screen.findByRole('dialog', { name: 'Book a client' });
    expect(within(samBook).getByLabelText('Time')).toHaveValue('');
    expect(samBook).toHaveTextContent('This trainer delivers no 1:1 service yet');
  });

  it('lists the week grouped by day, and moves a week at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudioSchedulePage />, { at: '/schedule?view=week', path: '/schedule' });
    const list = await screen.findByTestId('schedule-list');
    expect(within(list).getAllByRole('region')).toHaveLength(7);
    expect(within(list).getByText('Small-group strength')).toBeInTheDocument();
    expect(within(list).getByText('Taylor Coach · 1 of 6 booked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(calendarRequests.length).toBeGreaterThanOrEqual(2);
    expect(calendarRequests.at(-1)!.searchParams.get('starts_at')).not.toBe(
      calendarRequests[0]!.searchParams.get('starts_at'),
    );
  });

  it('shows only the list on a phone', async () => {
    viewport(true);
    renderWithProviders(<StudioSchedulePage />);
    expect(await screen.findByTestId('schedule-list')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Trainers' day" })).not.toBeInTheDocument();
  });

  it('draws 20 trainers x a busy day (300 sessions) without per-minute elements', async () => {
    const trainers = Array.from({ length: 20 }, (_, index) => ({
      ...staffRow(`00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`, `Trainer${index}`),
    }));
    const busy = trainers.flatMap((trainer, t) =>
      Array.from({ length: 15 }, (_, k) => ({
        ...base,
        id: `busy-${t}-${k}`,
        trainer_id: trainer.id,
        starts_at: at(6 * 60 + k * 55 + t),
        ends_at: at(7 * 60 + k * 55 + t),
        trainer: { first_name: trainer.first_name, last_name: 'Coach' },
      })),
    );
    server.use(table('users', trainers), table('service_sessions', busy));
    const started = performance.now();
    renderWithProviders(<StudioSchedulePage />);
    const grid = await screen.findByRole('region', { name: "Trainers' day" });
    const elapsed = performance.now() - started;
    expect(within(grid).getAllByRole('group')).toHaveLength(20);
    expect(within(grid).getAllByRole('button', { name: /1:1 Personal training/ })).toHaveLength(300);
    // Per session a button, two lines and its spoken rest; per column a cell and a header (with its
    // book button); the hour labels: nothing per minute or slot.
    expect(grid.querySelectorAll('*').length).toBeLessThan(300 * 4 + 20 * 6 + 60);
    // jsdom is far slower than a browser; this only catches something pathological.
    expect(elapsed).toBeLessThan(5000);
  });
});
