import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messagingKeys } from '@/features/messaging/api/query-keys';
import { applyChange } from '@/features/messaging/api/use-messaging-live';
import type { ChatMessage } from '@/features/messaging/lib/thread';

const row = (id: string, read_at: string | null = null): ChatMessage => ({
  id,
  sender_id: 'you',
  recipient_id: 'me',
  body: `body ${id}`,
  created_at: '2026-11-23T10:00:00.000Z',
  read_at,
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData<InfiniteData<ChatMessage[], string | undefined>>(messagingKeys.thread('me', 'you'), {
    pages: [[row('b')], [row('a')]],
    pageParams: [undefined, '2026-11-23T09:00:00.000Z'],
  });
  const read = () =>
    client.getQueryData<InfiniteData<ChatMessage[], string | undefined>>(messagingKeys.thread('me', 'you'))?.pages;
  return { client, read };
}

describe('applyChange (a Realtime event into the open conversation)', () => {
  it('puts a new message first in the newest page, once', () => {
    const { client, read } = seeded();
    applyChange(client, 'me', row('c'));
    applyChange(client, 'me', row('c'));
    expect(read()?.map((page) => page.map((m) => m.id))).toEqual([['c', 'b'], ['a']]);
  });

  it('replaces a known message (a read receipt) wherever it is', () => {
    const { client, read } = seeded();
    applyChange(client, 'me', row('a', '2026-11-23T11:00:00.000Z'));
    expect(read()?.[1]?.[0]?.read_at).toBe('2026-11-23T11:00:00.000Z');
  });

  it('ignores rows that are not messages and conversations that are not loaded', () => {
    const { client, read } = seeded();
    applyChange(client, 'me', { id: 'x' });
    applyChange(client, 'me', { ...row('z'), sender_id: 'someone' });
    expect(
      read()
        ?.flat()
        .map((m) => m.id),
    ).toEqual(['b', 'a']);
    expect(client.getQueryData(messagingKeys.thread('me', 'someone'))).toBeUndefined();
  });
});
