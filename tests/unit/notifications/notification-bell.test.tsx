import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationBell } from '@/features/notifications';
import { signInClient, signOutLocally } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { REST, rows } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// The header's bell and its panel, against the Data API as msw answers it.

interface Row {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let stored: Row[];
let markCalls: unknown[];

function notification(id: string, patch: Partial<Row> = {}): Row {
  return {
    id,
    kind: 'message',
    title: `Title ${id}`,
    body: '',
    link: null,
    created_at: minutesAgo(5),
    read_at: null,
    ...patch,
  };
}

withMswServer(() => [
  // The unread count: a HEAD with count=exact, answered in Content-Range as PostgREST does.
  http.head(`${REST}/notifications`, () => {
    const unread = stored.filter((row) => row.read_at === null).length;
    return new HttpResponse(null, { status: 200, headers: { 'Content-Range': `*/${unread}` } });
  }),
  http.get(`${REST}/notifications`, ({ request }) =>
    rows(
      request,
      [...stored].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    ),
  ),
  http.post(`${REST}/rpc/mark_notifications_read`, async ({ request }) => {
    const body = (await request.json()) as { p_ids?: string[] };
    markCalls.push(body);
    let marked = 0;
    stored = stored.map((row) => {
      if (row.read_at !== null || (body.p_ids && !body.p_ids.includes(row.id))) return row;
      marked += 1;
      return { ...row, read_at: new Date().toISOString() };
    });
    return HttpResponse.json(marked);
  }),
]);

beforeEach(() => {
  signInClient();
  markCalls = [];
  stored = [
    notification('older', {
      title: 'Taylor booked you into Personal training, Tue 3 Dec 09:00',
      created_at: minutesAgo(120),
      read_at: minutesAgo(60),
    }),
    notification('newest', {
      title: 'New message from Taylor Brooks',
      body: 'How did the squats feel?',
      link: '/inbox?with=taylor',
      created_at: minutesAgo(2),
    }),
    notification('middle', {
      kind: 'program_assigned',
      title: 'Taylor assigned you a program: Strength block',
      link: '/programs/p1',
      created_at: minutesAgo(30),
    }),
  ];
});
afterEach(signOutLocally);

function renderBell() {
  return renderWithProviders(<NotificationBell />, {
    // The bell is in the header of every page: it is still there after it navigates.
    routes: {
      '/inbox': (
        <>
          <NotificationBell />
          <p>Inbox page</p>
        </>
      ),
    },
  });
}

describe('the notification bell', () => {
  it('shows the unread count and says it to screen readers', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notification-count')).toHaveAttribute('data-count', '2');
  });

  it('shows no count when everything is read', async () => {
    stored = stored.map((row) => ({ ...row, read_at: row.read_at ?? minutesAgo(1) }));
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('opens a panel listing the notifications newest first, unread marked, as text', async () => {
    stored.push(notification('markup', { title: '<b>not bold</b>', created_at: minutesAgo(200) }));
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Unread: New message from Taylor BrooksHow did the squats feel?2 min ago',
      'Unread: Taylor assigned you a program: Strength block30 min ago',
      expect.stringMatching(/^Taylor booked you into Personal training, Tue 3 Dec 09:00(2 h ago|Yesterday)$/),
      expect.stringMatching(/^Unread: <b>not bold<\/b>/),
    ]);
    expect(dialog.querySelector('b')).toBeNull();
    // Focus moves into the panel for keyboard users.
    expect(within(dialog).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
  });

  it('marks all as read: the count goes and the server is asked once for all', async () => {
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByRole('listitem');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications'));
    expect(markCalls).toEqual([{}]);
    expect(within(dialog).queryByText('Unread:', { exact: false })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('choosing one marks it read and opens its page', async () => {
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /New message from Taylor Brooks/ }));
    expect(await screen.findByText('Inbox page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(markCalls).toEqual([{ p_ids: ['newest'] }]));
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread'),
    );
  });

  it('works from the keyboard: Enter opens, Tab reaches the items, Escape closes and returns to the bell', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByRole('listitem');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: /New message from Taylor Brooks/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it("says you're all caught up when there is nothing", async () => {
    stored = [];
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText("You're all caught up")).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
