import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingRequestsPanel } from '@/features/scheduling/components/BookingRequestsPanel';
import { addDays, instantOf, todayIn } from '@/lib/zoned-time';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const ZONE = 'Europe/London';
const CLOCK = { timeZone: ZONE, weekStart: 1 };
const TRAINER = { ...CLIENT, id: 't1', firstName: 'Taylor' };
const day = (days: number, minutes: number) =>
  new Date(instantOf(addDays(todayIn(ZONE), days), minutes, ZONE)).toISOString();

type Row = {
  id: string;
  trainer_id: string;
  starts_at: string;
  ends_at: string;
  service: { name: string } | null;
  client: { first_name: string; last_name: string } | null;
  trainer: { first_name: string; last_name: string } | null;
};
const request = (id: string, days: number, client: string, trainerId = 't1'): Row => ({
  id,
  trainer_id: trainerId,
  starts_at: day(days, 10 * 60),
  ends_at: day(days, 11 * 60),
  service: { name: '1:1 Personal training' },
  client: { first_name: client, last_name: 'Client' },
  trainer:
    trainerId === 't1' ? { first_name: 'Taylor', last_name: 'Brooks' } : { first_name: 'Sam', last_name: 'Ortiz' },
});

/** The requests the server still holds as `requested`; answering one takes it off. */
let pending: Row[] = [];
let filters: string[] = [];
let answers: Array<{ p_booking_id: string; p_accept: boolean }> = [];

withMswServer(() => [
  table('bookings', (url) => {
    filters.push(`${url.searchParams.get('status')} ${url.searchParams.get('starts_at')?.slice(0, 8)}`);
    return pending;
  }),
  http.post(`${REST}/rpc/answer_booking_request`, async ({ request: sent }) => {
    const body = (await sent.json()) as { p_booking_id: string; p_accept: boolean };
    answers.push(body);
    pending = pending.filter((row) => row.id !== body.p_booking_id);
    return HttpResponse.json({ id: body.p_booking_id, status: body.p_accept ? 'booked' : 'declined' });
  }),
]);

describe('Booking requests', () => {
  beforeEach(() => {
    signInClient({ userRole: 'staff', user: TRAINER });
    pending = [request('b1', 1, 'Casey'), request('b2', 2, 'Jordan', 't2')];
    filters = [];
    answers = [];
  });

  it('lists the pending requests soonest first, with client, service and time in the studio zone', async () => {
    renderWithProviders(<BookingRequestsPanel clock={CLOCK} />);
    const panel = await screen.findByRole('region', { name: '2 booking requests to answer' });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Casey Client');
    expect(items[0]).toHaveTextContent(/1:1 Personal training · .+, 10:00 – 11:00Decline/);
    // Another trainer's session (an admin, or the client's own trainer) names the trainer.
    expect(items[1]).toHaveTextContent('with Sam Ortiz');
    expect(filters[0]).toMatch(/^eq\.requested gte\.\d{4}$/);
  });

  it('accepts and declines through answer_booking_request, and the list follows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingRequestsPanel clock={CLOCK} />);
    await user.click(await screen.findByRole('button', { name: "Accept Casey Client's request" }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '1 booking request to answer' })).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: "Decline Jordan Client's request" }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(answers).toEqual([
      { p_booking_id: 'b1', p_accept: true },
      { p_booking_id: 'b2', p_accept: false },
    ]);
  });

  it("shows the server's answer as text when the request was already answered", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/rpc/answer_booking_request`, () =>
        HttpResponse.json({ code: 'PT409', message: 'This request has already been answered' }, { status: 409 }),
      ),
    );
    renderWithProviders(<BookingRequestsPanel clock={CLOCK} />);
    await user.click(await screen.findByRole('button', { name: "Accept Casey Client's request" }));
    const row = screen.getAllByRole('listitem')[0]!;
    expect(await within(row).findByRole('alert')).toHaveTextContent('This request has already been answered');
  });

  it('shows nothing when no request is waiting', async () => {
    pending = [];
    const { container } = renderWithProviders(<BookingRequestsPanel clock={CLOCK} />);
    await waitFor(() => expect(filters).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
