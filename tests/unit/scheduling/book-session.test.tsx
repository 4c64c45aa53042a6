import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import BookSessionPage from '@/features/scheduling/components/BookSessionPage';
import { addDays, instantOf, todayIn } from '@/lib/zoned-time';
import { signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const ZONE = 'Europe/London';
const TAYLOR = 't-taylor';
const SAM = 't-sam';
const tomorrow = addDays(todayIn(ZONE), 1);
const at = (minutes: number, date = tomorrow) => new Date(instantOf(date, minutes, ZONE)).toISOString();

const service = (patch: Record<string, unknown>) => ({
  id: 'svc-pt',
  name: 'PT 60',
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
  service_trainers: [{ trainer_id: TAYLOR }, { trainer_id: SAM }],
  ...patch,
});
const SERVICES = [
  service({}),
  service({
    id: 'svc-class',
    name: 'Strength club',
    capacity: 6,
    duration_minutes: 45,
    service_trainers: [{ trainer_id: TAYLOR }],
  }),
  service({ id: 'svc-old', name: 'Archived thing', is_archived: true }),
  service({ id: 'svc-virtual-only', name: 'Online coaching', allowed_client_types: ['virtual'] }),
];

const settings = (mode: 'book' | 'request' | 'staff_only') => ({
  time_zone: ZONE,
  week_start: 1,
  currency: 'GBP',
  min_notice_minutes: 120,
  max_advance_days: 60,
  cancel_window_minutes: 1440,
  late_cancel_outcome: 'forfeit_credit',
  late_cancel_fee_minor: 0,
  no_show_outcome: 'forfeit_credit',
  no_show_fee_minor: 0,
  max_bookings_per_day: null,
  max_bookings_per_week: null,
  max_upcoming_bookings: null,
  client_booking_mode: mode,
});

let slotCalls: string[] = [];
let classSeats = 2;

function handlers(mode: 'book' | 'request' | 'staff_only' = 'book') {
  return [
    table('studio_settings', (url) =>
      url.searchParams.get('select') === 'time_zone,week_start'
        ? [{ time_zone: ZONE, week_start: 1 }]
        : [settings(mode)],
    ),
    table('services', SERVICES),
    // Trainers' first names come from bookable_trainer_names (RLS on users shows a client only
    // their own trainer); it answers only for the ids asked.
    http.post(`${REST}/rpc/bookable_trainer_names`, async ({ request }) => {
      const { p_trainer_ids: ids } = (await request.json()) as { p_trainer_ids: string[] };
      const known = [
        { id: TAYLOR, first_name: 'Taylor' },
        { id: SAM, first_name: 'Sam' },
      ];
      return HttpResponse.json(known.filter((row) => ids.includes(row.id)));
    }),
    http.post(`${REST}/rpc/free_slots`, async ({ request }) => {
      const body = (await request.json()) as { p_trainer_id: string };
      slotCalls.push(body.p_trainer_id);
      const slots =
        body.p_trainer_id === TAYLOR
          ? [{ starts_at: at(10 * 60), ends_at: at(11 * 60) }]
          : [
              { starts_at: at(9 * 60), ends_at: at(10 * 60) },
              { starts_at: at(10 * 60), ends_at: at(11 * 60) },
            ];
      return HttpResponse.json(slots);
    }),
    table('service_sessions', () => [
      {
        id: 'cls-1',
        trainer_id: TAYLOR,
        starts_at: at(18 * 60),
        ends_at: at(18 * 60 + 45),
        capacity: 6,
        seats_taken: classSeats,
      },
    ]),
    table('bookings', []),
    table('waitlist_entries', []),
  ];
}

withMswServer(() => handlers());

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const renderPage = () =>
  renderWithProviders(<BookSessionPage />, { at: '/appointments/book', path: '/appointments/book' });

describe('Book a session', () => {
  beforeEach(() => {
    signInClient();
    slotCalls = [];
    classSeats = 2;
    setOnline(true);
  });
  afterEach(() => setOnline(true));

  it('offers only the active services open to the client, then books "Any available" with whose slot it is', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    server.use(
      http.post(`${REST}/rpc/book_appointment`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          id: 'b-new',
          status: 'booked',
          starts_at: at(9 * 60),
          ends_at: at(10 * 60),
          outcome: null,
          fee_minor: null,
        });
      }),
    );
    renderPage();
    const services = await screen.findByRole('list', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('PT 60'), expect.stringContaining('Strength club')]);
    await user.click(within(services).getByRole('button', { name: /PT 60/ }));

    const trainers = await screen.findByRole('list', { name: 'Trainers' });
    // Every trainer of the service, by first name, after "Any available".
    expect(
      within(trainers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringContaining('Any available'),
      expect.stringContaining('Taylor'),
      expect.stringContaining('Sam'),
    ]);
    await user.click(within(trainers).getByRole('button', { name: /Any available/ }));

    const times = await screen.findByRole('list', { name: 'Free times' });
    expect(slotCalls.sort()).toEqual([SAM, TAYLOR].sort());
    // Merged, soonest first; at 10:00 both trainers, each named.
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['09:00 with Sam', '10:00 with Taylor', '10:00 with Sam']);
    await user.click(within(times).getByRole('button', { name: '10:00 with Taylor' }));

    expect(await screen.findByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByText(/10:00–11:00 \(Europe\/London\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(
      await screen.findByText(/^Booked: PT 60, .* with Taylor\. It is on your Appointments\./),
    ).toBeInTheDocument();
    expect(sent).toEqual({ p_service_id: 'svc-pt', p_trainer_id: TAYLOR, p_starts_at: at(10 * 60) });
    expect(screen.getByRole('link', { name: 'See your sessions' })).toHaveAttribute('href', '/appointments');
  });

  it('goes back one step with Back, keeping what was chosen before', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /PT 60/ }));
    await user.click(await screen.findByRole('button', { name: /Any available/ }));
    await screen.findByRole('list', { name: 'Free times' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('list', { name: 'Trainers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('list', { name: 'Services' })).toBeInTheDocument();
  });

  it('"That time was just taken": back to the times, read again, with the message', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/rpc/book_appointment`, () =>
        HttpResponse.json(
          { code: 'PT409', message: 'That time was just taken', details: null, hint: null },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: /PT 60/ }));
    await user.click(await screen.findByRole('button', { name: /Taylor/ }));
    await user.click(await screen.findByRole('button', { name: '10:00' }));
    const callsBefore = slotCalls.length;
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just taken');
    expect(await screen.findByRole('heading', { name: 'Choose a time' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That time was just taken');
    await waitFor(() => expect(slotCalls.length).toBeGreaterThan(callsBefore));
    expect(await screen.findByRole('list', { name: 'Free times' })).toBeInTheDocument();
  });

  it('asks for a request when the studio confirms bookings, and says it awaits the trainer', async () => {
    const user = userEvent.setup();
    server.use(
      ...handlers('request'),
      http.post(`${REST}/rpc/book_appointment`, () =>
        HttpResponse.json({
          id: 'b-r',
          status: 'requested',
          starts_at: at(10 * 60),
          ends_at: at(11 * 60),
          outcome: null,
          fee_minor: null,
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText(/you send a request and your trainer answers it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /PT 60/ }));
    await user.click(await screen.findByRole('button', { name: /Taylor/ }));
    await user.click(await screen.findByRole('button', { name: '10:00' }));
    await user.click(await screen.findByRole('button', { name: 'Request' }));
    expect(await screen.findByText(/^Requested: PT 60, .*It awaits the trainer's answer/)).toBeInTheDocument();
  });

  it('says bookings are made by staff when clients may not book', async () => {
    server.use(...handlers('staff_only'));
    renderPage();
    expect(await screen.findByText(/Bookings at this studio are made by the staff/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('books a class place with its free seats, or joins the waitlist of a full one and shows the position', async () => {
    const user = userEvent.setup();
    let joined = false;
    server.use(
      http.post(`${REST}/rpc/join_waitlist`, () => {
        joined = true;
        return HttpResponse.json([{ entry_id: 'w1', session_id: 'cls-1', waitlist_position: 2 }]);
      }),
    );
    classSeats = 6;
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Strength club/ }));
    const times = await screen.findByRole('list', { name: 'Class times' });
    expect(within(times).getByRole('button')).toHaveTextContent('with Taylor · Full · waitlist open');
    await user.click(within(times).getByRole('button'));
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(
      await screen.findByText(/You are on the waitlist for Strength club, .*: number 2 in line\./),
    ).toBeInTheDocument();
    expect(joined).toBe(true);
  });

  it('with no connection, says booking needs one before anything is sent', async () => {
    setOnline(false);
    renderPage();
    expect(await screen.findByText(/You are offline\. Booking a session needs a connection/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('tells a client with seats free how many', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Strength club/ }));
    expect(await screen.findByText(/4 of 6 places free/)).toBeInTheDocument();
  });
});
