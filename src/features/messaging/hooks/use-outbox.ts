import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { sendMessage } from '../api/messages';
import { flushOutbox } from '../lib/outbox-flush';
import type { OutboxMessage } from '../lib/thread';
import { listOutbox, putOutbox, removeOutbox } from '../storage/outbox';
import { messagingKeys } from '../api/query-keys';

const RETRY_MS = 15_000;

/**
 * The device's outbox: read from IndexedDB, flushed once at a time (on mount, when the browser
 * comes online, after each new message and every 15 s while something waits).
 */
export function useOutbox(me: string) {
  const queryClient = useQueryClient();
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const outbox = useQuery({
    queryKey: messagingKeys.outbox(me),
    queryFn: () => listOutbox(me),
    staleTime: Infinity,
    networkMode: 'always',
  });

  const flush = useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const run = async () => {
      do {
        again.current = false;
        const result = await flushOutbox({
          list: () => listOutbox(me),
          send: sendMessage,
          remove: removeOutbox,
          put: putOutbox,
        });
        await queryClient.invalidateQueries({ queryKey: messagingKeys.outbox(me) });
        if (result.sent.length > 0) await queryClient.invalidateQueries({ queryKey: messagingKeys.forUser(me) });
        if (result.offline) break;
      } while (again.current);
    };
    running.current = run().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [me, queryClient]);

  const pending = (outbox.data ?? []).some((message) => message.status === 'pending');
  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending, flush]);

  const enqueue = useCallback(
    async (recipient: string, body: string) => {
      const message: OutboxMessage = {
        id: crypto.randomUUID(),
        sender_id: me,
        recipient_id: recipient,
        body,
        created_at: new Date().toISOString(),
        read_at: null,
        status: 'pending',
      };
      await putOutbox(message);
      queryClient.setQueryData<OutboxMessage[]>(messagingKeys.outbox(me), (list = []) => [...list, message]);
      void flush();
    },
    [me, queryClient, flush],
  );

  const retry = useCallback(
    async (message: OutboxMessage) => {
      await putOutbox({ ...message, status: 'pending', error: undefined });
      await queryClient.invalidateQueries({ queryKey: messagingKeys.outbox(me) });
      void flush();
    },
    [me, queryClient, flush],
  );

  return { messages: outbox.data ?? [], enqueue, retry };
}
