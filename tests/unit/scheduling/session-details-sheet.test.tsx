import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarSession } from '@/features/scheduling/api/calendar';
import { SessionDetailsSheet } from '@/features/scheduling/components/booking/SessionDetailsSheet';
import { addDays, instantOf, todayIn } from '@/lib/zoned-time';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const ZONE = 'Europe/London';
const CLOCK = { timeZone: ZONE, weekStart: 1 };
const HOUR = 3_600_000;

function appointment(start: number, booking: Partial<CalendarSession['bookings'][number]> = {}): CalendarSession {
  return {
    id: 'ss1',
    trainer_id: 't1',
    service_id: 's1',
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + HOUR).toISOString(),
    start,
    end: start + HOUR,
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
        overridden: false,
        series_id: null,
        outcome: null,
        payment: null,
        forgiven_at: null,
        client: { first_name: 'Casey', last_name: 'Nguyen' },
        ...booking,
      },
    ],
  };
}
const inDays = (days: number, minutes = 9 * 60) => instantOf(addDays(todayIn(ZONE), days), minutes, ZONE);

withMswServer(() => [
  table('studio_settings', [{ time_zone: ZONE, week_start: 1, cancel_window_minutes: 1440 }]),
  table('services', []),
  table('users', [
    { id: 'c1', name: 'Casey Nguyen', first_name: 'Casey', last_name: 'Nguyen', email: 'casey@example.com' },
  ]),
]);

function rpc(name: string, answer: () => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`${REST}/rpc/${name}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

describe('Session details', () => {
  beforeEach(() => signInClient({ userRole: 'staff', user: { ...CLIENT, id: 't1' } }));

  it('titles the session in the studio zone; attendance waits for the start', async () => {
    renderWithProviders(<SessionDetailsSheet session={appointment(inDays(3))} clock={CLOCK} onClose={vi.fn()} />);
    const sheet = await screen.findByRole('dialog', { name: /PT 60 · .* 09:00–10:00/ });
    expect(within(sheet).getByText(/Times in Europe\/London · with Taylor Reyes/)).toBeInTheDocument();
    expect(within(sheet).getByText('Casey Nguyen')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Mark attended' })).toBeDisabled();
    expect(within(sheet).getByRole('button', { name: 'No-show' })).toHaveAccessibleDescription(
      'You can mark attendance once the session has started.',
    );
  });

  it('marks attendance once started', async () => {
    const user = userEvent.setup();
    const calls = rpc('mark_attendance', () => HttpResponse.json({ id: 'b1', status: 'no_show' }));
    renderWithProviders(
      <SessionDetailsSheet session={appointment(Date.now() - 10 * 60_000)} clock={CLOCK} onClose={vi.fn()} />,
    );
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'No-show' }));
    await waitFor(() => expect(within(sheet).getByText('No-show')).toBeInTheDocument());
    expect(calls).toEqual([{ p_booking_id: 'b1', p_status: 'no_show' }]);
  });

  it('cancels with a reason; late, staff may waive the cost', async () => {
    const user = userEvent.setup();
    const calls = rpc('cancel_booking', () => HttpResponse.json({ id: 'b1', status: 'cancelled' }));
    renderWithProviders(
      <SessionDetailsSheet session={appointment(Date.now() + 3 * HOUR)} clock={CLOCK} onClose={vi.fn()} />,
    );
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Cancel…' }));
    await user.click(within(sheet).getByRole('button', { name: 'Cancel booking' }));
    expect(within(sheet).getByText('Give a reason for the cancellation.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(within(sheet).getByLabelText('Reason (the client sees it)'), 'Trainer ill');
    await user.click(await within(sheet).findByRole('checkbox', { name: 'Waive the late-cancel cost' }));
    await user.click(within(sheet).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Cancelled.');
    expect(calls).toEqual([{ p_booking_id: 'b1', p_reason: 'Trainer ill', p_waive_penalty: true }]);
  });

  it('cancels this and the following bookings of a series', async () => {
    const user = userEvent.setup();
    const calls = rpc('cancel_following', () =>
      HttpResponse.json([
        { id: 'b1', status: 'cancelled' },
        { id: 'b2', status: 'cancelled' },
      ]),
    );
    renderWithProviders(
      <SessionDetailsSheet session={appointment(inDays(3), { series_id: 'sr1' })} clock={CLOCK} onClose={vi.fn()} />,
    );
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Weekly')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Cancel…' }));
    expect(within(sheet).queryByRole('checkbox', { name: 'Waive the late-cancel cost' })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('radio', { name: 'This and following' }));
    await user.type(within(sheet).getByLabelText('Reason (the client sees it)'), 'Moving away');
    await user.click(within(sheet).getByRole('button', { name: 'Cancel this and following' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Cancelled 2 bookings of the series.');
    expect(calls[0]).toMatchObject({ p_booking_id: 'b1', p_reason: 'Moving away' });
  });

  it('moves by the form; a rule staff may pass asks for the override and re-sends with it', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const calls = rpc('move_booking', () =>
      sent++ === 0
        ? HttpResponse.json(
            { code: '22023', message: "That time is outside the trainer's working hours", details: null, hint: null },
            { status: 400 },
          )
        : HttpResponse.json({ id: 'b1' }),
    );
    renderWithProviders(<SessionDetailsSheet session={appointment(inDays(3))} clock={CLOCK} onClose={vi.fn()} />);
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Move' }));
    const time = within(sheet).getByLabelText('New time');
    await user.clear(time);
    await user.type(time, '21:30');
    await user.click(within(sheet).getByRole('button', { name: 'Move booking' }));
    const alert = await within(sheet).findByRole('alert');
    expect(alert).toHaveTextContent("That time is outside the trainer's working hours");
    await user.click(within(alert).getByRole('button', { name: 'Move anyway (override)' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent(/Moved to .* 21:30–22:30/);
    const startsAt = new Date(inDays(3, 21 * 60 + 30)).toISOString();
    expect(calls).toEqual([
      { p_booking_id: 'b1', p_starts_at: startsAt, p_override: false },
      { p_booking_id: 'b1', p_starts_at: startsAt, p_override: true },
    ]);
  });

  it('shows the Overridden badge and answers a request', async () => {
    const user = userEvent.setup();
    const calls = rpc('answer_booking_request', () => HttpResponse.json({ id: 'b1', status: 'booked' }));
    renderWithProviders(
      <SessionDetailsSheet
        session={appointment(inDays(3), { status: 'requested', overridden: true })}
        clock={CLOCK}
        onClose={vi.fn()}
      />,
    );
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Overridden')).toBeInTheDocument();
    expect(within(sheet).getByText('Requested')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Accept' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Accepted');
    expect(calls).toEqual([{ p_booking_id: 'b1', p_accept: true }]);
  });

  it('for a full class: places taken, the waitlist in order, and Add to waitlist', async () => {
    const user = userEvent.setup();
    server.use(
      table('waitlist_entries', [
        { id: 'w1', client_id: 'c2', seq: 1, joined_at: '', client: { first_name: 'Jamie', last_name: 'Fox' } },
        { id: 'w2', client_id: 'c3', seq: 2, joined_at: '', client: null },
      ]),
    );
    const calls = rpc('join_waitlist', () =>
      HttpResponse.json([{ entry_id: 'w3', session_id: 'ss1', waitlist_position: 3 }]),
    );
    const full = { ...appointment(inDays(3)), capacity: 1, seats_taken: 1 };
    renderWithProviders(
      <SessionDetailsSheet session={{ ...full, capacity: 2, seats_taken: 2 }} clock={CLOCK} onClose={vi.fn()} />,
    );
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('2 of 2 places taken · full')).toBeInTheDocument();
    const waitlist = await within(sheet).findByRole('list', { name: 'Waitlist' });
    expect(
      within(waitlist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jamie Fox', 'A client']);
    await user.click(within(sheet).getByRole('button', { name: 'Add to waitlist' }));
    await user.click(await within(sheet).findByRole('radio', { name: /Casey Nguyen/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(sheet).findByText('Added to the waitlist: number 3 in line.')).toBeInTheDocument();
    expect(calls).toEqual([{ p_session_id: 'ss1', p_client_id: 'c1' }]);
  });

  it('shows how each booking was paid, so staff see the unpaid ones', async () => {
    renderWithProviders(
      <SessionDetailsSheet session={appointment(inDays(3), { payment: 'unpaid' })} clock={CLOCK} onClose={vi.fn()} />,
    );
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Unpaid')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Forgive…' })).not.toBeInTheDocument();
  });

  it('forgives a no-show that forfeited a credit, once, with a note', async () => {
    const user = userEvent.setup();
    const calls = rpc('forgive_booking', () => HttpResponse.json({ id: 'b1', status: 'no_show' }));
    const session = appointment(Date.now() - 2 * HOUR, {
      status: 'no_show',
      outcome: 'forfeit_credit',
      payment: 'credit',
    });
    renderWithProviders(<SessionDetailsSheet session={session} clock={CLOCK} onClose={vi.fn()} />);
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Credit')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Forgive…' }));
    expect(within(sheet).getByText(/The credit goes back to the client/)).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('Note (optional)'), 'Car broke down');
    await user.click(within(sheet).getByRole('button', { name: 'Forgive' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Forgiven: the credit is back.');
    expect(within(sheet).getByText('Forgiven')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: /Forgive/ })).not.toBeInTheDocument();
    expect(calls).toEqual([{ p_booking_id: 'b1', p_note: 'Car broke down' }]);
  });

  it('offers no forgive once forgiven, or when nothing was lost', async () => {
    const forgiven = appointment(Date.now() - 2 * HOUR, {
      status: 'no_show',
      outcome: 'forfeit_credit',
      payment: 'credit',
      forgiven_at: new Date().toISOString(),
    });
    const { unmount } = renderWithProviders(<SessionDetailsSheet session={forgiven} clock={CLOCK} onClose={vi.fn()} />);
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Forgiven')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Forgive…' })).not.toBeInTheDocument();
    unmount();
    const covered = appointment(Date.now() - 2 * HOUR, {
      status: 'no_show',
      outcome: 'forfeit_credit',
      payment: 'membership',
    });
    renderWithProviders(<SessionDetailsSheet session={covered} clock={CLOCK} onClose={vi.fn()} />);
    expect(await screen.findByText('Membership')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forgive…' })).not.toBeInTheDocument();
  });

  it('offers to forgive a late cancel just made, with the fee the server answered, and shows a refusal', async () => {
    const user = userEvent.setup();
    rpc('cancel_booking', () =>
      HttpResponse.json({ id: 'b1', status: 'late_cancelled', outcome: 'fee', fee_minor: 1500 }),
    );
    rpc('forgive_booking', () =>
      HttpResponse.json(
        { code: 'PT409', message: 'This booking was already forgiven', details: null, hint: null },
        { status: 409 },
      ),
    );
    renderWithProviders(
      <SessionDetailsSheet
        session={appointment(Date.now() + 3 * HOUR, { payment: 'credit' })}
        clock={CLOCK}
        onClose={vi.fn()}
      />,
    );
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Cancel…' }));
    await user.type(within(sheet).getByLabelText('Reason (the client sees it)'), 'Ill');
    await user.click(within(sheet).getByRole('button', { name: 'Cancel booking' }));
    await user.click(await within(sheet).findByRole('button', { name: 'Forgive…' }));
    expect(within(sheet).getByText(/The fee is cancelled/)).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Forgive' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('This booking was already forgiven');
  });
});
