import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingSettings } from '@/features/scheduling/api/booking-settings';
import BookingRestrictionsPage from '@/features/scheduling/components/BookingRestrictionsPage';
import BookingRulesPage from '@/features/scheduling/components/BookingRulesPage';
import BookingSettingsPage from '@/features/scheduling/components/BookingSettingsPage';
import { rulesDraftOf, rulesPatch } from '@/features/scheduling/lib/booking-rules-form';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const SETTINGS: BookingSettings = {
  time_zone: 'Europe/London',
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
  client_booking_mode: 'book',
  drop_in_valid_days: 30,
  past_due_grace_days: 3,
  reminder_hours: [24, 2],
};
let stored: BookingSettings = SETTINGS;
const patches: unknown[] = [];

withMswServer(() => [
  table('studio_settings', () => [stored]),
  http.patch(`${REST}/studio_settings`, async ({ request }) => {
    const patch = (await request.json()) as Partial<BookingSettings>;
    patches.push(patch);
    stored = { ...stored, ...patch };
    return HttpResponse.json(stored);
  }),
]);

describe('booking rules form', () => {
  it('starts from the saved rules in their largest units and changes nothing untouched', () => {
    const draft = rulesDraftOf(SETTINGS);
    expect(draft.notice).toEqual({ amount: '2', unit: 'hours' });
    expect(draft.cancelWindow).toEqual({ amount: '1', unit: 'days' });
    expect(rulesPatch(draft, SETTINGS)).toEqual({ patch: {} });
  });

  it('turns a fee into minor units and checks the limits', () => {
    const draft = { ...rulesDraftOf(SETTINGS), noShow: { outcome: 'fee' as const, fee: '12.5' }, perWeek: '3' };
    expect(rulesPatch(draft, SETTINGS)).toEqual({
      patch: { no_show_outcome: 'fee', no_show_fee_minor: 1250, max_bookings_per_week: 3 },
    });
    expect(rulesPatch({ ...draft, noShow: { outcome: 'fee', fee: '' }, perDay: '0' }, SETTINGS)).toEqual({
      errors: { noShow: 'Enter the fee in GBP, e.g. 10.00.', perDay: 'From 1 to 50, or empty for no limit.' },
    });
  });
});

describe('booking pages', () => {
  beforeEach(() => {
    signInClient({ userRole: 'admin', user: { ...CLIENT, id: 'admin-1' } });
    stored = SETTINGS;
    patches.length = 0;
  });

  it('saves only the rules changed, and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingRulesPage />);
    const notice = await screen.findByLabelText('Minimum notice');
    await user.clear(notice);
    await user.type(notice, '4');
    await user.selectOptions(screen.getByLabelText('Late cancel'), 'fee');
    await user.type(screen.getByLabelText('Late cancel: fee'), '7.50');
    await user.click(screen.getByRole('radio', { name: 'Request' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    expect(patches).toEqual([
      {
        client_booking_mode: 'request',
        min_notice_minutes: 240,
        late_cancel_outcome: 'fee',
        late_cancel_fee_minor: 750,
      },
    ]);
  });

  it('keeps a wrong fee from being sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingRulesPage />);
    await user.selectOptions(await screen.findByLabelText('No-show'), 'fee');
    await user.type(screen.getByLabelText('No-show: fee'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the fee in GBP, e.g. 10.00.');
    expect(patches).toEqual([]);
  });

  it('sets limits on the restrictions page and which client types may book a service', async () => {
    const user = userEvent.setup();
    const audience: unknown[] = [];
    server.use(
      table('services', [
        {
          id: 's1',
          name: 'Personal training',
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
          service_trainers: [],
        },
      ]),
      http.patch(`${REST}/services`, async ({ request }) => {
        audience.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<BookingRestrictionsPage />);
    await user.type(await screen.findByLabelText('Bookings a week'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ max_bookings_per_week: 3 }]));
    await user.click(await screen.findByLabelText('Virtual clients may book Personal training'));
    await waitFor(() => expect(audience).toEqual([{ allowed_client_types: ['in-person', 'programming'] }]));
  });

  it("changes the studio's time zone", async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingSettingsPage />);
    await user.selectOptions(await screen.findByLabelText('Studio time zone'), 'America/New_York');
    expect(screen.getByText(/Weekly hours stay at the same local times/)).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Week starts on' })).getByRole('radio', { name: 'Sunday' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ time_zone: 'America/New_York', week_start: 0 }]));
  });
});

describe('booking reminders (/booking/settings)', () => {
  beforeEach(() => {
    signInClient({ userRole: 'admin', user: { ...CLIENT, id: 'admin-1' } });
    stored = SETTINGS;
    patches.length = 0;
  });

  it('shows the reminders, refuses a bad or repeated one, and saves the new hours', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingSettingsPage />);
    const list = await screen.findByRole('list', { name: 'Reminders' });
    expect(within(list).getByText('24 hours before')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Hours before the session' });
    await user.type(field, '400');
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(screen.getByText('Hours from 1 to 336 (two weeks).')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '2{Enter}');
    expect(screen.getByText('There is already a reminder 2 hours before.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '48{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove the reminder 2 hours before' }));
    expect(within(list).getByText('48 hours (2 days) before')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ reminder_hours: [48, 24] }]));
  });
});
