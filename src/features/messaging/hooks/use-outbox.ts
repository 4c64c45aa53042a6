import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { classifyFailure } from '@/lib/connectivity';
import { toUserMessage } from '@/lib/errors';
import { createOutbox, startOutboxRunner, type OutboxRunner } from '@/lib/outbox';
import { sendMessage } from '../api/messages';
import type { OutboxMessage } from '../lib/thread';
import { messageQueue, toOutboxMessage, type QueuedMessage } from '../storage/outbox';
import { messagingKeys } from '../api/query-keys';

export const SEND_FAILED_MESSAGE = 'Not sent. Tap Retry to send it again.';

/**
 * Messages go through the shared outbox engine: in order (a lost connection stops the run and keeps
 * the rest pending, retried with back-off from 2 s to 5 min), and any answer from the server other
 * than success marks that message failed with the reason, waiting for Retry (`park`).
 */
export const messageOutbox = createOutbox<QueuedMessage>({
  name: 'messages',
  store: messageQueue,
  send: (item) => sendMessage(item.message),
  refusals: 'park',
  ordered: true,
  classify: (error, online) => {
    const kind = classifyFailure(error, online);
    return kind === 'server' ? 'refused' : kind;
  },
  describe: (error) => toUserMessage(error, SEND_FAILED_MESSAGE),
});

/**
 * The device's outbox: read from IndexedDB and drained by the outbox runner (on mount, when the
 * browser comes online, after each new message and on the back-off timer while something waits).
 */
export function useOutbox(me: string) {
  const queryClient = useQueryClient();
  const runner = useRef<OutboxRunner | null>(null);
  const outbox = useQuery({
    queryKey: messagingKeys.outbox(me),
    queryFn: async () => (await messageQueue.list(me)).map(toOutboxMessage),
    staleTime: Infinity,
    networkMode: 'always',
  });

  useEffect(() => {
    const started = startOutboxRunner(async (force) => {
      const result = await messageOutbox.flush(me, { force });
      await queryClient.invalidateQueries({ queryKey: messagingKeys.outbox(me) });
      if (result.sent.length > 0) await queryClient.invalidateQueries({ queryKey: messagingKeys.forUser(me) });
      return result.nextAttemptAt;
    });
    runner.current = started;
    return () => {
      started.stop();
      runner.current = null;
    };
  }, [me, queryClient]);
  const flush = useCallback(() => void runner.current?.flushNow(), []);

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
      const { status: _status, ...chat } = message;
      const now = Date.parse(message.created_at);
      await messageQueue.put({
        id: message.id,
        userId: me,
        createdAt: now,
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        message: chat,
      });
      queryClient.setQueryData<OutboxMessage[]>(messagingKeys.outbox(me), (list = []) => [...list, message]);
      flush();
    },
    [me, queryClient, flush],
  );

  const retry = useCallback(
    async (message: OutboxMessage) => {
      const queued = await messageQueue.get(message.id);
      if (queued) await messageQueue.put({ ...queued, refused: false, lastError: null, nextAttemptAt: Date.now() });
      await queryClient.invalidateQueries({ queryKey: messagingKeys.outbox(me) });
      flush();
    },
    [me, queryClient, flush],
  );

  const messages = useMemo(() => outbox.data ?? [], [outbox.data]);
  return { messages, enqueue, retry };
}
