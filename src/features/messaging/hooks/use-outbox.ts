import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { classifyFailure } from '@/lib/connectivity';
import { toUserMessage } from '@/lib/errors';
import { createOutbox, startOutboxRunner, type OutboxRunner } from '@/lib/outbox';
import { UploadUnreachable } from '@/lib/media/storage-upload';
import { sendQueuedMessage } from '../api/send-queued';
import { attachmentPath, displayName, storedFileName, thumbnailPath } from '../lib/attachments';
import type { OutboxMessage } from '../lib/thread';
import { messageQueue, toOutboxMessage, type QueuedAttachment, type QueuedMessage } from '../storage/outbox';
import { messagingKeys } from '../api/query-keys';

export const SEND_FAILED_MESSAGE = 'Not sent. Tap Retry to send it again.';

/** A file chosen in the composer, already checked (type and size) and probed where it could be. */
export interface NewAttachment {
  file: Blob;
  name: string;
  mime: string;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
  /** A still for a video (JPEG), when the browser could draw one. */
  thumbnail?: Blob | null;
}

/** Storage's refusal carries its own words (too big, a type it does not store). */
function isAttachmentRefusal(error: unknown): error is Error & { status: number } {
  return error instanceof Error && error.name === 'AttachmentRefused';
}

/**
 * Messages go through the shared outbox engine: in order (a lost connection stops the run and keeps
 * the rest pending, retried with back-off from 2 s to 5 min), and any answer from the server other
 * than success marks that message failed with the reason, waiting for Retry (`park`).
 */
export const messageOutbox = createOutbox<QueuedMessage>({
  name: 'messages',
  store: messageQueue,
  send: sendQueuedMessage,
  refusals: 'park',
  ordered: true,
  classify: (error, online) => {
    // A file upload that lost the connection waits for it, like a text message.
    if (error instanceof UploadUnreachable) return 'offline';
    const kind = classifyFailure(error, online);
    return kind === 'server' ? 'refused' : kind;
  },
  describe: (error) =>
    isAttachmentRefusal(error) ? `Not sent: ${error.message}` : toUserMessage(error, SEND_FAILED_MESSAGE),
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
    async (recipient: string, body: string, attachment?: NewAttachment) => {
      const id = crypto.randomUUID();
      const message: OutboxMessage = {
        id,
        sender_id: me,
        recipient_id: recipient,
        body,
        created_at: new Date().toISOString(),
        read_at: null,
        status: 'pending',
        ...(attachment ? attachmentColumns(me, id, attachment) : {}),
      };
      const { status: _status, ...chat } = message;
      const queuedFile: QueuedAttachment | undefined = attachment
        ? { file: attachment.file, thumbnail: attachment.thumbnail ?? null, uploaded: false }
        : undefined;
      const now = Date.parse(message.created_at);
      await messageQueue.put({
        id: message.id,
        userId: me,
        createdAt: now,
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        message: chat,
        ...(queuedFile ? { attachment: queuedFile } : {}),
      });
      queryClient.setQueryData<OutboxMessage[]>(messagingKeys.outbox(me), (list = []) => [
        ...list,
        attachment ? { ...message, localFile: attachment.file } : message,
      ]);
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

/** The row's attachment columns for a new message (size and type are taken from Storage on the server). */
export function attachmentColumns(me: string, id: string, attachment: NewAttachment) {
  const whole = (value: number | null | undefined) =>
    value && Number.isFinite(value) && value >= 1 ? Math.min(20_000, Math.round(value)) : null;
  const seconds = attachment.durationSeconds;
  return {
    attachment_path: attachmentPath(me, id, storedFileName(attachment.name, attachment.mime)),
    attachment_mime: attachment.mime,
    attachment_size: attachment.file.size,
    attachment_name: displayName(attachment.name),
    attachment_width: whole(attachment.width),
    attachment_height: whole(attachment.height),
    attachment_duration_seconds:
      seconds && Number.isFinite(seconds) && seconds > 0 ? Math.min(86_400, Math.round(seconds * 1000) / 1000) : null,
    attachment_thumbnail_path: attachment.thumbnail ? thumbnailPath(me, id) : null,
  };
}
