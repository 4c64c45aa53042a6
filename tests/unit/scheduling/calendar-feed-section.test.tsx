import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { calendarFeedUrl } from '@/features/scheduling/api/calendar-feed';
import { CalendarFeedSection } from '@/features/scheduling/calendar-feed-section';
import { withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// Settings > Calendar feed against the Data API (msw): the link is shown once, renewing and turning
// it off ask first, and a failure is shown as text with nothing lost.
const TOKEN = 'a'.repeat(64);
const RENEWED = 'b'.repeat(64);
let active: { id: string; created_at: string } | null = null;
let created = 0;
let revoked = 0;
let failRevoke = false;

withMswServer(() => [
  table('calendar_feed_tokens', () => (active ? [active] : [])),
  http.post(`${REST}/rpc/create_calendar_feed_token`, () => {
    created += 1;
    active = { id: `t${created}`, created_at: '2026-11-27T10:00:00Z' };
    return HttpResponse.json(created === 1 ? TOKEN : RENEWED);
  }),
  http.post(`${REST}/rpc/revoke_calendar_feed_token`, () => {
    if (failRevoke) {
      return HttpResponse.json({ code: '42501', message: 'Sign in with an active account' }, { status: 403 });
    }
    revoked += 1;
    active = null;
    return HttpResponse.json(1);
  }),
]);

beforeEach(() => {
  active = null;
  created = 0;
  revoked = 0;
  failRevoke = false;
});

describe('calendarFeedUrl', () => {
  it('points at the calendar-feed function of the project', () => {
    expect(calendarFeedUrl(TOKEN, 'https://ref.supabase.co/')).toBe(
      `https://ref.supabase.co/functions/v1/calendar-feed?token=${TOKEN}`,
    );
  });
});

describe('CalendarFeedSection', () => {
  it('makes a link and shows it once, then renews it after a confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedSection userId="u1" isClient={false} />);
    await user.click(await screen.findByRole('button', { name: 'Create my calendar link' }));
    const field = await screen.findByRole('textbox', { name: 'Your calendar link' });
    expect(field).toHaveValue(calendarFeedUrl(TOKEN));
    expect(screen.getByText(/This link is shown only now/)).toBeInTheDocument();
    expect(screen.getByText(/with your clients’ names/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Renew link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew your calendar link?' });
    expect(dialog).toHaveTextContent('The current link stops working at once');
    expect(created).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Renew link' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your calendar link' })).toHaveValue(calendarFeedUrl(RENEWED)),
    );
    expect(created).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a link is on without showing it again, and turns it off only once confirmed', async () => {
    active = { id: 't0', created_at: '2026-11-20T10:00:00Z' };
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedSection userId="u1" isClient />);
    expect(await screen.findByText(/Your calendar link is on/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off link' }));
    await user.click(await screen.findByRole('button', { name: 'Keep the current link' }));
    expect(revoked).toBe(0);

    failRevoke = true;
    await user.click(screen.getByRole('button', { name: 'Turn off link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off your calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sign in with an active account');

    failRevoke = false;
    await user.click(within(dialog).getByRole('button', { name: 'Turn off link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toBe(1);
    expect(await screen.findByRole('button', { name: 'Create my calendar link' })).toBeInTheDocument();
  });
});
