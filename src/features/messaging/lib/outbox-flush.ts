import { isUnreachable } from '@/lib/connectivity';
import { toUserMessage } from '@/lib/errors';
import type { OutboxMessage } from './thread';

export interface OutboxPorts {
  list: () => Promise<OutboxMessage[]>;
  /** An idempotent send: a second send of the same id is a no-op on the server. */
  send: (message: OutboxMessage) => Promise<void>;
  remove: (id: string) => Promise<void>;
  put: (message: OutboxMessage) => Promise<void>;
}

export interface FlushResult {
  sent: string[];
  failed: string[];
  /** The network was down: what is left stays pending for the next attempt. */
  offline: boolean;
}

export const SEND_FAILED_MESSAGE = 'Not sent. Tap Retry to send it again.';

/**
 * Sends every pending message of the outbox, oldest first, once each. A message leaves the
 * outbox only after the server has it; a lost connection stops the run and keeps the rest
 * pending; a refusal (e.g. no longer allowed to message that person) marks that message failed,
 * with the reason, and it waits for Retry.
 */
export async function flushOutbox(ports: OutboxPorts): Promise<FlushResult> {
  const result: FlushResult = { sent: [], failed: [], offline: false };
  for (const message of await ports.list()) {
    if (message.status !== 'pending') continue;
    try {
      await ports.send(message);
      await ports.remove(message.id);
      result.sent.push(message.id);
    } catch (error) {
      if (isUnreachable(error)) {
        result.offline = true;
        break;
      }
      await ports.put({ ...message, status: 'failed', error: toUserMessage(error, SEND_FAILED_MESSAGE) });
      result.failed.push(message.id);
    }
  }
  return result;
}
