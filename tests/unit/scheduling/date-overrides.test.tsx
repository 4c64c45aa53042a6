import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import AvailabilityPage from '@/features/scheduling/components/AvailabilityPage';
import { todayIn, addDays } from '@/lib/zoned-time';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const TRAINER = { ...CLIENT, id: 't1', firstName: 'Taylor' };
const STAFF = [{ id: 't1', first_name: 'Taylor', last_name: 'Brooks', email: null, role: 'staff', status: 'active' }];
const ZONE = 'Europe/London';

type OverrideRow = { on_date: string; start_time: string | null; end_time: string | null };
type Sent = { p_trainer_id: string; p_on_date: string; p_ranges: Array<{ start: string; end: string }> | null };

const today = todayIn(ZONE);
const inDays = (days: number) => addDays(today, days);
/** Taylor's overrides as the server holds them: reads return them, the RPC replaces a date's rows. */
let stored: OverrideRow[] = [];
let readFilters: string[] = [];
let sent: Sent[] = [];

const applyOverride = (body: Sent) => {
  stored = stored.filter((row) => row.on_date !== body.p_on_date);
  if (body.p_ranges === null) return;
  stored.push(
    ...(body.p_ranges.length === 0
      ? [{ on_date: body.p_on_date, start_time: null, end_time: null }]
      : body.p_ranges.map((range) => ({
          on_date: body.p_on_date,
          start_time: `${range.start}:00`,
          end_time: `${range.end}:00`,
        }))),
  );
};

withMswServer(() => [
  table('studio_settings', [{ time_zone: ZONE, week_start: 1 }]),
  table('users', STAFF),
  table('trainer_hours', []),
  table('trainer_blockouts', []),
  table('trainer_date_overrides', (url) => {
    readFilters.push(`${url.searchParams.get('trainer_id')} ${url.searchParams.get('on_date')}`);
    return [...stored].sort((a, b) => a.on_date.localeCompare(b.on_date));
  }),
  http.post(`${REST}/rpc/set_trainer_date_override`, async ({ request }) => {
    const body = (await request.json()) as Sent;
    sent.push(body);
    applyOverride(body);
    return HttpResponse.json([]);
  }),
]);

const overridesSection = () => screen.findByRole('region', { name: 'Date overrides' });

describe('Date overrides', () => {
  beforeEach(() => {
    signInClient({ userRole: 'staff', user: TRAINER });
    stored = [
      { on_date: inDays(3), start_time: null, end_time: null },
      { on_date: inDays(5), start_time: '10:00:00', end_time: '12:00:00' },
      { on_date: inDays(5), start_time: '14:00:00', end_time: '16:30:00' },
    ];
    readFilters = [];
    sent = [];
  });

  it("lists the trainer's upcoming overrides from today in the studio's zone, soonest first", async () => {
    renderWithProviders(<AvailabilityPage />);
    const list = await within(await overridesSection()).findByRole('list', { name: 'Upcoming date overrides' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unavailable all day');
    expect(items[1]).toHaveTextContent('10:00–12:00, 14:00–16:30');
    expect(readFilters[0]).toBe(`eq.t1 gte.${today}`);
  });

  it('says what is wrong beside the hours, sends nothing, then saves the date whole', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AvailabilityPage />);
    await user.click(await within(await overridesSection()).findByRole('button', { name: 'Add a date override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a date override' });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: inDays(9) } });
    await user.click(within(dialog).getByRole('button', { name: 'Add hours' }));
    // 09:00–17:00 and a second range moved inside it.
    fireEvent.change(within(dialog).getByLabelText('Range 2 from'), { target: { value: '16:00' } });
    fireEvent.change(within(dialog).getByLabelText('Range 2 until'), { target: { value: '18:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('09:00–17:00 and 16:00–18:00 overlap.');
    expect(within(dialog).getByLabelText('Range 2 from')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Range 1 until'), { target: { value: '12:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save override' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        p_trainer_id: 't1',
        p_on_date: inDays(9),
        p_ranges: [
          { start: '09:00', end: '12:00' },
          { start: '16:00', end: '18:00' },
        ],
      },
    ]);
    const list = within(await overridesSection()).getByRole('list', { name: 'Upcoming date overrides' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('09:00–12:00, 16:00–18:00');
  });

  it('refuses a past date and a backwards range with field messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AvailabilityPage />);
    await user.click(await within(await overridesSection()).findByRole('button', { name: 'Add a date override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a date override' });
    const date = within(dialog).getByLabelText(/^Date/);
    fireEvent.change(date, { target: { value: inDays(-1) } });
    fireEvent.change(within(dialog).getByLabelText('Range 1 until'), { target: { value: '08:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect(date).toHaveAccessibleDescription('Choose today or a later date.');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Choose today or a later date.', '09:00 to 08:00 ends before it starts.']);
    expect(sent).toEqual([]);
  });

  it('marks a date unavailable all day, and keeps the form when the server refuses', async () => {
    const user = userEvent.setup();
    let refuse = true;
    server.use(
      http.post(`${REST}/rpc/set_trainer_date_override`, async ({ request }) => {
        const body = (await request.json()) as Sent;
        sent.push(body);
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ code: '42501', message: 'You can change only your own hours' }, { status: 403 });
        }
        applyOverride(body);
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<AvailabilityPage />);
    await user.click(await within(await overridesSection()).findByRole('button', { name: 'Add a date override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a date override' });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: inDays(12) } });
    await user.click(within(dialog).getByRole('radio', { name: 'Unavailable all day' }));
    expect(within(dialog).queryByLabelText('Range 1 from')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect(await within(dialog).findByText('You can change only your own hours')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(inDays(12));
    expect(within(dialog).getByRole('radio', { name: 'Unavailable all day' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save override' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map((body) => body.p_ranges)).toEqual([[], []]);
  });

  it("edits a date's hours without changing the date, and removes an override", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AvailabilityPage />);
    const section = await overridesSection();
    const list = await within(section).findByRole('list', { name: 'Upcoming date overrides' });
    const [offDay, shortDay] = within(list).getAllByRole('listitem');
    await user.click(within(shortDay!).getByRole('button', { name: /^Edit / }));
    const dialog = await screen.findByRole('dialog', { name: /^Hours on / });
    expect(within(dialog).queryByLabelText(/^Date/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Range 2 until')).toHaveValue('16:30');
    await user.click(within(dialog).getByRole('button', { name: 'Remove 10:00 to 12:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save override' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]).toEqual({ p_trainer_id: 't1', p_on_date: inDays(5), p_ranges: [{ start: '14:00', end: '16:30' }] });

    await user.click(within(offDay!).getByRole('button', { name: /^Remove the override of / }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ p_trainer_id: 't1', p_on_date: inDays(3), p_ranges: null });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
  });
});
