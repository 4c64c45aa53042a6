import 'fake-indexeddb/auto';
import { renderHook, waitFor, act } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { openDB, unwrap } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOutbox,
  createQueueStore,
  indexedDbOutboxStore,
  useDeviceOutbox,
  type OutboxDbSchema,
  type QueuedItem,
} from '@/lib/outbox';
import { providers } from '../support/render';

interface Note extends QueuedItem {
  text: string;
}

let dbName = 0;
function setUp(send: (item: Note) => Promise<void>) {
  globalThis.indexedDB = new IDBFactory();
  const name = `notes-${(dbName += 1)}`;
  const store = indexedDbOutboxStore<Note>(() =>
    openDB<OutboxDbSchema<Note>>(name, 1, { upgrade: (db) => createQueueStore(unwrap(db)) }),
  );
  const outbox = createOutbox<Note>({
    name,
    store,
    send,
    ordered: true,
    refusals: 'retry-slowly',
    exclusive: (_key, task) => task(),
  });
  return { store, outbox };
}

const note = (id: string, text: string, at = 1): Note => ({
  id,
  userId: 'me',
  createdAt: at,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  text,
});

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('a queue on the device, as a screen uses it', () => {
  it('writes an item first, then sends it, empties the list and refreshes the server read', async () => {
    const sent: string[] = [];
    const { store, outbox } = setUp(async (item) => {
      sent.push(item.text);
    });
    const onSent = vi.fn(async () => undefined);
    const { result } = renderHook(
      () => useDeviceOutbox({ userId: 'me', outbox, store, queueKey: ['notes', 'me'], onSent }),
      { wrapper: providers() },
    );
    await act(() => result.current.enqueue(note('a', 'hello')));
    await waitFor(() => expect(sent).toEqual(['hello']));
    await waitFor(() => expect(result.current.queued).toEqual([]));
    expect(onSent).toHaveBeenCalled();
    expect(await store.list('me')).toEqual([]);
  });

  it('keeps items while offline, listed, and replaces an unsent one it is told to', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const send = vi.fn(async () => undefined);
    const { store, outbox } = setUp(send);
    const { result } = renderHook(
      () => useDeviceOutbox({ userId: 'me', outbox, store, queueKey: ['notes', 'me'], onSent: async () => undefined }),
      { wrapper: providers() },
    );
    await act(() => result.current.enqueue(note('a', 'first', 1)));
    await act(() => result.current.enqueue(note('b', 'second', 2), (queued) => queued.text === 'first'));
    await act(() => result.current.enqueue(note('c', 'other', 3)));
    await waitFor(() => expect(result.current.queued.map((item) => item.text)).toEqual(['second', 'other']));
    expect(send).not.toHaveBeenCalled();
  });

  it('opens nothing and sends nothing while turned off', async () => {
    const send = vi.fn(async () => undefined);
    const { store, outbox } = setUp(send);
    await store.put(note('a', 'waiting'));
    const list = vi.spyOn(store, 'list');
    const { result } = renderHook(
      () =>
        useDeviceOutbox({
          userId: 'me',
          outbox,
          store,
          queueKey: ['notes', 'me'],
          onSent: async () => undefined,
          enabled: false,
        }),
      { wrapper: providers() },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.queued).toEqual([]);
    expect(list).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});
