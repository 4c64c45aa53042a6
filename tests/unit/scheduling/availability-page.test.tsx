import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import AvailabilityPage from '@/features/scheduling/components/AvailabilityPage';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const TRAINER = { ...CLIENT, id: 't1', firstName: 'Taylor' };
const STAFF = [
  { id: 't1', first_name: 'Taylor', last_name: 'Brooks', email: null, role: 'staff', status: 'active' },
  { id: 't2', first_name: 'Jordan', last_name: 'Lee', email: null, role: 'staff', status: 'active' },
];

type HoursRow = { weekday: number; start_time: string; end_time: string };
/** Taylor's week as the server holds it: reads return it, saves replace it. */
let taylorsWeek: HoursRow[] = [];

withMswServer(() => [
  table('studio_settings', [{ time_zone: 'Europe/London', week_start: 1 }]),
  table('users', STAFF),
  table('trainer_hours', (url) => (url.searchParams.get('trainer_id') === 'eq.t1' ? taylorsWeek : [])),
  table('trainer_blockouts', []),
  table('trainer_date_overrides', []),
]);

describe('Availability', () => {
  beforeEach(() => {
    signInClient({ userRole: 'staff', user: TRAINER });
    taylorsWeek = [
      { weekday: 1, start_time: '09:00:00', end_time: '12:00:00' },
      { weekday: 1, start_time: '13:00:00', end_time: '17:00:00' },
    ];
  });

  it("shows a trainer's own week from Monday, and saves it whole after an edit", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/set_trainer_hours`, async ({ request }) => {
        const body = (await request.json()) as { p_ranges: unknown[] };
        sent.push(body);
        taylorsWeek = body.p_ranges.map((range) => {
          const { weekday, start, end } = range as { weekday: number; start: string; end: string };
          return { weekday, start_time: `${start}:00`, end_time: `${end}:00` };
        });
        return HttpResponse.json(taylorsWeek);
      }),
    );
    renderWithProviders(<AvailabilityPage />);
    expect(await screen.findByText('7 h a week · times in Europe/London')).toBeInTheDocument();
    expect(screen.queryByLabelText('Trainer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save hours' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Copy Monday to every weekday' }));
    expect(screen.getByText('35 h a week · times in Europe/London')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ p_trainer_id: 't1' });
    expect((sent[0] as { p_ranges: unknown[] }).p_ranges).toHaveLength(10);
    expect(await screen.findByRole('status')).toHaveTextContent('Hours saved.');
  });

  it('says which ranges overlap and keeps Save off until they do not', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AvailabilityPage />);
    const until = await screen.findAllByLabelText('Monday until');
    // jsdom has no time picker to type into: set the field's value as the picker would.
    fireEvent.change(until[0]!, { target: { value: '14:00' } });
    expect(screen.getByRole('alert')).toHaveTextContent('09:00–14:00 and 13:00–17:00 overlap.');
    expect(screen.getByRole('button', { name: 'Save hours' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Monday 13:00 to 17:00' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save hours' })).toBeEnabled();
  });

  it('shows the refusal the database gives', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/rpc/set_trainer_hours`, () =>
        HttpResponse.json({ code: '42501', message: 'You can change only your own hours' }, { status: 403 }),
      ),
    );
    renderWithProviders(<AvailabilityPage />);
    await user.click(await screen.findByRole('button', { name: 'Add hours on Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('You can change only your own hours')).toBeInTheDocument();
  });

  it('lets an admin choose the trainer', async () => {
    const user = userEvent.setup();
    signInClient({ userRole: 'admin', user: { ...TRAINER, id: 'admin-1' } });
    renderWithProviders(<AvailabilityPage />);
    const picker = await screen.findByLabelText('Trainer');
    expect(await screen.findByText('7 h a week · times in Europe/London')).toBeInTheDocument();
    await user.selectOptions(picker, 't2');
    const week = await screen.findByRole('region', { name: 'Weekly hours' });
    expect(await within(week).findByText('0 h a week · times in Europe/London')).toBeInTheDocument();
  });
});
