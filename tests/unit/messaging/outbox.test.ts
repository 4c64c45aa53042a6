import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { flushOutbox, SEND_FAILED_MESSAGE } from '@/features/messaging/lib/outbox-flush';
import type { OutboxMessage } from '@/features/messaging/lib/thread';
import { listOutbox, putOutbox, removeOutbox, resetOutboxConnection } from '@/features/messaging/storage/outbox';

function pending(id: string, minute: number, sender = 'me'): OutboxMessage {
  return {
    id,
    sender_id: sender,
    recipient_id: 'you',
    body: `message ${id}`,
    created_at: new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString(),
    read_at: null,
    status: 'pending',
  };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetOutboxConnection();
});

const ports = (send: (m: OutboxMessage) => Promise<void>) => ({
  list: () => listOutbox('me'),
  send,
  remove: removeOutbox,
  put: putOutbox,
});

describe('outbox storage', () => {
  it("keeps each sender's messages, oldest first, across connections (a reload)", async () => {
    await putOutbox(pending('b', 2));
    await putOutbox(pending('a', 1));
    await putOutbox(pending('x', 0, 'someone else'));
    resetOutboxConnection();
    expect((await listOutbox('me')).map((m) => m.id)).toEqual(['a', 'b']);
  });
});

describe('flushOutbox', () => {
  it('sends each pending message once, in order, and removes it only after the server has it', async () => {
    await putOutbox(pending('a', 1));
    await putOutbox(pending('b', 2));
    const sent: string[] = [];
    const result = await flushOutbox(
      ports(async (m) => {
        sent.push(m.id);
      }),
    );
    expect(sent).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: ['a', 'b'], failed: [], offline: false });
    expect(await listOutbox('me')).toEqual([]);
  });

  it('stops at a lost connection and keeps everything pending for the next attempt', async () => {
    await putOutbox(pending('a', 1));
    await putOutbox(pending('b', 2));
    let calls = 0;
    const result = await flushOutbox(
      ports(async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(calls).toBe(1);
    expect(result.offline).toBe(true);
    expect((await listOutbox('me')).map((m) => [m.id, m.status])).toEqual([
      ['a', 'pending'],
      ['b', 'pending'],
    ]);
  });

  it('marks a refused message failed with the reason and goes on with the rest', async () => {
    await putOutbox(pending('a', 1));
    await putOutbox(pending('b', 2));
    const result = await flushOutbox(
      ports(async (m) => {
        if (m.id === 'a') throw { code: '42501', message: 'new row violates row-level security policy' };
      }),
    );
    expect(result).toEqual({ sent: ['b'], failed: ['a'], offline: false });
    const left = await listOutbox('me');
    expect(left.map((m) => [m.id, m.status])).toEqual([['a', 'failed']]);
    expect(left[0]?.error).toBeTruthy();
    expect(left[0]?.error).not.toBe('');
    // A failed message waits for Retry: the next flush leaves it alone.
    const again = await flushOutbox(
      ports(async () => {
        throw new Error('must not be called');
      }),
    );
    expect(again).toEqual({ sent: [], failed: [], offline: false });
    expect(SEND_FAILED_MESSAGE).toMatch(/Retry/);
  });
});
