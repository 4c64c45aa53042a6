import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookClientDialog } from '@/features/scheduling/components/booking/BookClientDialog';
import { ScheduleClassDialog } from '@/features/scheduling/components/booking/ScheduleClassDialog';
import { addDays, instantOf, todayIn } from '@/lib/zoned-time';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const ZONE = 'Europe/London';
const CLOCK = { timeZone: ZONE, weekStart: 1 };
const TRAINER = { ...CLIENT, id: 't1' };
const day = addDays(todayIn(ZONE), 5);
const at = (minutes: number) => new Date(instantOf(day, minutes, ZONE)).toISOString();
const service = (patch: Record<string, unknown>) => ({
  id: 's1',
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
  service_trainers: [{ trainer_id: 't1' }],
  ...patch,
});
const CLIENTS = [
  { id: 'c1', name: 'Casey Nguyen', first_name: 'Casey', last_name: 'Nguyen', email: 'casey@example.com' },
  { id: 'c2', name: 'Jamie Fox', first_name: 'Jamie', last_name: 'Fox', email: 'jamie@example.com' },
];

const STAFF = [
  { id: 't1', first_name: 'Taylor', last_name: 'Reyes', email: null, role: 'staff', status: 'active' },
  { id: 't2', first_name: 'Sam', last_name: 'Okafor', email: null, role: 'staff', status: 'active' },
];

withMswServer(() => [
  table('users', (url) =>
    url.searchParams.get('role') === 'eq.client' ? CLIENTS : url.searchParams.has('role') ? STAFF : [],
  ),
  table('services', [
    service({}),
    service({ id: 's2', name: 'Strength club', capacity: 6 }),
    service({ id: 's3', name: 'Sports massage', service_trainers: [{ trainer_id: 't2' }] }),
  ]),
  http.post(`${REST}/rpc/free_slots`, () =>
    HttpResponse.json([
      { starts_at: at(9 * 60), ends_at: at(10 * 60) },
      { starts_at: at(10 * 60), ends_at: at(11 * 60) },
    ]),
  ),
]);

/** Records each call's body and answers them in turn. */
function rpc(name: string, ...answers: Array<() => Response>) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`${REST}/rpc/${name}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return (answers[bodies.length - 1] ?? answers.at(-1)!)();
    }),
  );
  return bodies;
}
const refuse = (message: string, status = 400, code = '22023') =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

async function chooseClientAndSlot(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Book a client' });
  await user.type(within(dialog).getByLabelText('Search clients'), 'cas');
  await user.click(await within(dialog).findByRole('radio', { name: /Casey Nguyen/ }));
  expect(within(dialog).queryByRole('radio', { name: /Jamie/ })).not.toBeInTheDocument();
  // The trainer delivers one 1:1 service: it is chosen; the class is not offered here.
  expect(within(dialog).getByLabelText('Service')).toHaveValue('s1');
  expect(within(dialog).queryByRole('option', { name: /Strength club/ })).not.toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Date'));
  await user.type(within(dialog).getByLabelText('Date'), day);
  await user.click(await within(dialog).findByRole('button', { name: '10:00' }));
  return dialog;
}

describe('Book a client', () => {
  beforeEach(() => signInClient({ userRole: 'staff', user: TRAINER }));

  it('books a client into a free slot of the chosen day', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const calls = rpc('book_appointment', () => HttpResponse.json({ id: 'b1' }));
    renderWithProviders(<BookClientDialog trainerId="t1" clock={CLOCK} onClose={onClose} />);
    const dialog = await chooseClientAndSlot(user);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      { p_service_id: 's1', p_trainer_id: 't1', p_client_id: 'c1', p_starts_at: at(10 * 60), p_override: false },
    ]);
  });

  it('prefills the time clicked on the calendar', async () => {
    renderWithProviders(
      <BookClientDialog trainerId="t1" startsAt={instantOf(day, 14 * 60 + 15, ZONE)} clock={CLOCK} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book a client' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(day);
    expect(within(dialog).getByLabelText('Time')).toHaveValue('14:15');
  });

  it('offers staff the override on a rule they may pass, and re-sends with it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const calls = rpc(
      'book_appointment',
      () => refuse('Bookings close 2 hours before the start'),
      () => HttpResponse.json({ id: 'b1', overridden: true }),
    );
    renderWithProviders(<BookClientDialog trainerId="t1" clock={CLOCK} onClose={onClose} />);
    const dialog = await chooseClientAndSlot(user);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Bookings close 2 hours before the start');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Book anyway (override)' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => call.p_override)).toEqual([false, true]);
  });

  it('shows a refusal no one may override without the override', async () => {
    const user = userEvent.setup();
    rpc('book_appointment', () => refuse('That time was just taken', 409, 'PT409'));
    renderWithProviders(<BookClientDialog trainerId="t1" clock={CLOCK} onClose={vi.fn()} />);
    const dialog = await chooseClientAndSlot(user);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That time was just taken');
    expect(within(dialog).queryByRole('button', { name: /override/ })).not.toBeInTheDocument();
  });

  it('says nothing was changed when the network is down, and keeps the form', async () => {
    const user = userEvent.setup();
    rpc('book_appointment', () => HttpResponse.error());
    renderWithProviders(<BookClientDialog trainerId="t1" clock={CLOCK} onClose={vi.fn()} />);
    const dialog = await chooseClientAndSlot(user);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No connection: nothing was changed. Try again when you are back online.',
    );
    expect(within(dialog).getByRole('radio', { name: /Casey Nguyen/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Time')).toHaveValue('10:00');
  });

  it('books weekly and lists each occurrence, the conflicting one with its reason', async () => {
    const user = userEvent.setup();
    const row = (occurrence: number, result: string, message: string | null) => ({
      occurrence,
      local_date: addDays(day, 7 * (occurrence - 1)),
      starts_at: new Date(instantOf(addDays(day, 7 * (occurrence - 1)), 600, ZONE)).toISOString(),
      result,
      booking_id: result === 'booked' ? `b${occurrence}` : null,
      message,
    });
    const calls = rpc('book_series', () =>
      HttpResponse.json([
        row(1, 'booked', null),
        row(2, 'conflict', 'That time was just taken'),
        row(3, 'booked', null),
      ]),
    );
    renderWithProviders(<BookClientDialog trainerId="t1" clock={CLOCK} onClose={vi.fn()} />);
    const dialog = await chooseClientAndSlot(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repeat weekly' }));
    await user.clear(within(dialog).getByLabelText('Weeks'));
    await user.type(within(dialog).getByLabelText('Weeks'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Book the series' }));
    const results = await screen.findByRole('list', { name: 'Series results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    expect(within(results).getByText('Not booked: That time was just taken')).toBeInTheDocument();
    expect(screen.getByText(/2 of 3 booked/)).toBeInTheDocument();
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    expect(calls[0]).toMatchObject({ p_first_date: day, p_local_time: '10:00', p_weekdays: [weekday], p_weeks: 3 });
  });

  it("lets an admin choose the trainer, then offers only that trainer's 1:1 services", async () => {
    const user = userEvent.setup();
    signInClient({ userRole: 'admin', user: { ...CLIENT, id: 'a1' } });
    const calls = rpc('book_appointment', () => HttpResponse.json({ id: 'b1' }));
    const onClose = vi.fn();
    renderWithProviders(
      <BookClientDialog trainerId={null} startsAt={instantOf(day, 11 * 60, ZONE)} clock={CLOCK} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book a client' });
    expect(within(dialog).getByLabelText('Service')).toBeDisabled();
    await user.selectOptions(await within(dialog).findByLabelText('Trainer'), 't2');
    expect(within(dialog).getByLabelText('Service')).toHaveValue('s3');
    await user.click(await within(dialog).findByRole('radio', { name: /Jamie Fox/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      p_trainer_id: 't2',
      p_service_id: 's3',
      p_client_id: 'c2',
      p_starts_at: at(11 * 60),
    });
  });

  it('schedules a class of the trainer, with the override when the time is outside hours', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    let sent = 0;
    const calls = rpc('schedule_class', () =>
      sent++ === 0 ? refuse("That time is outside the trainer's working hours") : HttpResponse.json({ id: 'ss9' }),
    );
    renderWithProviders(<ScheduleClassDialog trainerId="t1" clock={CLOCK} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a class' });
    // Only the class this trainer delivers is offered, and it is chosen.
    await waitFor(() => expect(within(dialog).getByLabelText('Service')).toHaveValue('s2'));
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), day);
    await user.type(within(dialog).getByLabelText('Time'), '21:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule class' }));
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Schedule anyway (override)' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      { p_service_id: 's2', p_trainer_id: 't1', p_starts_at: at(21 * 60), p_override: false },
      { p_service_id: 's2', p_trainer_id: 't1', p_starts_at: at(21 * 60), p_override: true },
    ]);
  });
});
