import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchThreadPage, markThreadRead, THREAD_PAGE_SIZE } from './messages';
import { unreadCount, type ChatMessage } from '../lib/thread';
import { messagingKeys } from './query-keys';

/** A conversation, newest page first, older pages loaded on demand. */
export function useThread(me: string, other: string) {
  return useInfiniteQuery({
    queryKey: messagingKeys.thread(me, other),
    queryFn: ({ pageParam }) => fetchThreadPage(me, other, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ChatMessage[]) =>
      last.length < THREAD_PAGE_SIZE ? undefined : last[last.length - 1]?.created_at,
  });
}

/**
 * Marks the conversation read while it is on screen: when it opens, when new messages arrive and
 * when the tab becomes visible again. The sender sees the read state through Realtime.
 */
export function useMarkReadWhileVisible(me: string, other: string, messages: ChatMessage[]) {
  const queryClient = useQueryClient();
  const waiting = unreadCount(messages, me, other);
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible' || waiting === 0) return;
      markThreadRead(other)
        .then(() => queryClient.invalidateQueries({ queryKey: messagingKeys.forUser(me) }))
        .catch(() => undefined);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [me, other, waiting, queryClient]);
}
