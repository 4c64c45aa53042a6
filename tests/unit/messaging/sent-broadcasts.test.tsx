import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SentBroadcasts } from '@/features/messaging/components/SentBroadcasts';
import { sentAudienceText } from '@/features/messaging/lib/broadcast';
import { server, withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

withMswServer();

const requests: URL[] = [];
function broadcastsAre(rows: unknown[] | Response) {
  server.use(
    http.get(`${REST}/message_broadcasts`, ({ request }) => {
      requests.push(new URL(request.url));
      return rows instanceof Response ? rows : HttpResponse.json(rows);
    }),
  );
}

describe('the sent broadcasts list', () => {
  it('reads nothing until opened, then lists my broadcasts newest first, bodies as text', async () => {
    requests.length = 0;
    broadcastsAre([
      {
        id: 'b2',
        body: '<b>Gym closed</b> Monday, {first_name}',
        audience: 'all',
        recipient_count: 12,
        created_at: '2026-11-20T09:00:00Z',
      },
      { id: 'b1', body: 'Welcome!', audience: 'tag', recipient_count: 1, created_at: '2026-11-02T09:00:00Z' },
    ]);
    renderWithProviders(<SentBroadcasts me="coach-1" />);
    expect(requests).toEqual([]);

    await userEvent.click(screen.getByText('Sent broadcasts', { selector: 'summary' }));
    const list = await screen.findByRole('list', { name: 'Sent broadcasts' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('All clients · 12 clients'),
      expect.stringContaining('A tag · 1 client'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('<b>Gym closed</b> Monday, {first_name}')).toBeVisible();
    expect(list.querySelector('b')).toBeNull();
    const asked = requests[0];
    expect(asked?.searchParams.get('sender_id')).toBe('eq.coach-1');
    expect(asked?.searchParams.get('order')).toBe('created_at.desc');
    expect(asked?.searchParams.get('limit')).toBe('20');
  });

  it('says so when there is none, and offers a retry when the read fails', async () => {
    broadcastsAre([]);
    const { unmount } = renderWithProviders(<SentBroadcasts me="coach-1" />);
    await userEvent.click(screen.getByText('Sent broadcasts', { selector: 'summary' }));
    expect(await screen.findByText('Nothing broadcast yet.')).toBeVisible();
    unmount();

    broadcastsAre(HttpResponse.json({ message: 'boom' }, { status: 500 }));
    renderWithProviders(<SentBroadcasts me="coach-1" />);
    await userEvent.click(screen.getByText('Sent broadcasts', { selector: 'summary' }));
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeVisible();
  });
});

describe('sentAudienceText', () => {
  it('names the audience kind and counts the clients', () => {
    expect(sentAudienceText('client_type', 1234)).toBe('A client type · 1,234 clients');
    expect(sentAudienceText('clients', 2)).toBe('Picked clients · 2 clients');
    expect(sentAudienceText('something-new', 3)).toBe('Clients · 3 clients');
  });
});
