import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RETRY_MS,
  createMemoryOutboxStore,
  createOutbox,
  startOutboxRunner,
  type OutboxOptions,
  type QueuedItem,
} from '@/lib/outbox';

interface Note extends QueuedItem {
  text: string;
}

const T0 = Date.UTC(2026, 10, 27, 8, 0);

function note(id: string, userId = 'ann', createdAt = T0): Note {
  return { id, userId, createdAt, attempts: 0, nextAttemptAt: createdAt, lastError: null, text: `note ${id}` };
}

/** A server that takes each id once (the idempotent call every queue relies on). */
function fakeServer() {
  const saved = new Map<string, Note>();
  const calls: string[] = [];
  let answer: (item: Note) => unknown = () => null;
  return {
    saved,
    calls,
    answerWith: (next: (item: Note) => unknown) => {
      answer = next;
    },
    send: async (item: Note) => {
      calls.push(item.id);
      const failure = answer(item);
      if (failure) throw failure;
      saved.set(item.id, item);
    },
  };
}

function setup(overrides: Partial<OutboxOptions<Note>> = {}) {
  const clock = { now: T0 };
  const store = createMemoryOutboxStore<Note>();
  const server = fakeServer();
  const options: OutboxOptions<Note> = {
    name: 'notes',
    store,
    send: server.send,
    refusals: 'retry-slowly',
    now: () => clock.now,
    random: () => 0.5,
    isOnline: () => true,
    exclusive: (_key, task) => task(),
    ...overrides,
  };
  return { clock, store, server, options, outbox: createOutbox(options) };
}

const offlineError = () => new TypeError('Failed to fetch');

describe('the outbox engine', () => {
  it('retries with exponential back-off from 2 s to 5 min, sending only what is due', async () => {
    const { clock, store, server, outbox } = setup();
    await store.put(note('a'));
    server.answerWith(() => ({ message: 'bad gateway', status: 502 }));
    const delays: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const result = await outbox.flush('ann');
      delays.push(result.nextAttemptAt! - clock.now);
      // Not yet due: nothing is sent.
      clock.now = result.nextAttemptAt! - 1;
      await outbox.flush('ann');
      clock.now = result.nextAttemptAt!;
    }
    expect(delays).toEqual([2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, MAX_RETRY_MS, MAX_RETRY_MS]);
    expect(server.calls).toHaveLength(10);
    expect(store.all()[0]).toMatchObject({ attempts: 10, lastError: 'bad gateway', refused: false });
    server.answerWith(() => null);
    expect((await outbox.flush('ann')).sent).toEqual(['a']);
    expect(store.all()).toEqual([]);
  });

  it('jitters each delay by up to 20 % either way', async () => {
    const low = setup({ random: () => 0 });
    const high = setup({ random: () => 1 });
    for (const { store, server } of [low, high]) {
      await store.put(note('a'));
      server.answerWith(offlineError);
    }
    expect((await low.outbox.flush('ann')).nextAttemptAt).toBe(T0 + 1600);
    expect((await high.outbox.flush('ann')).nextAttemptAt).toBe(T0 + 2400);
  });

  it('keeps an unreachable send without a reason, and reports being offline', async () => {
    const { store, server, outbox } = setup();
    await store.put(note('a'));
    server.answerWith(offlineError);
    const result = await outbox.flush('ann');
    expect(result).toMatchObject({ sent: [], offline: true });
    expect(store.all()[0]).toMatchObject({ attempts: 1, lastError: null });
  });

  it('sends again, with the same id, work whose send reached the server before a crash', async () => {
    const first = setup();
    await first.store.put(note('a'));
    // The server takes it, then the tab dies before the store is told.
    const crashing = createOutbox({
      ...first.options,
      store: {
        ...first.store,
        settle: () => Promise.reject(new Error('the tab was killed')),
      },
    });
    await expect(crashing.flush('ann')).rejects.toThrow('killed');
    expect(first.server.saved.has('a')).toBe(true);
    // After the reload: a new engine over the same store sends it again; the server keeps one.
    const reloaded = createOutbox(first.options);
    expect((await reloaded.flush('ann')).sent).toEqual(['a']);
    expect(first.server.calls).toEqual(['a', 'a']);
    expect(first.server.saved.size).toBe(1);
    expect(first.store.all()).toEqual([]);
  });

  it("survives a reload: a new engine over the same store picks up the first one's queue and schedule", async () => {
    const { clock, store, server, options, outbox } = setup();
    await store.put(note('a'));
    await store.put(note('b', 'ann', T0 + 1));
    server.answerWith(offlineError);
    await outbox.flush('ann');
    const reloaded = createOutbox(options);
    server.answerWith(() => null);
    expect((await reloaded.flush('ann')).sent).toEqual([]); // not due yet
    clock.now += 2000;
    expect((await reloaded.flush('ann')).sent).toEqual(['a', 'b']);
  });

  it("keeps accounts apart: a flush sends only that account's work, and only while it may send", async () => {
    const signedIn = { id: 'bob' };
    const { store, server, outbox } = setup({ canSend: async (item) => item.userId === signedIn.id });
    await store.put(note('ann-1', 'ann'));
    await store.put(note('bob-1', 'bob'));
    expect((await outbox.flush('bob')).sent).toEqual(['bob-1']);
    // Asked for Ann's work while Bob is signed in: nothing goes, nothing is marked failed.
    expect(await outbox.flush('ann')).toMatchObject({ sent: [], nextAttemptAt: null });
    expect(store.all()).toEqual([note('ann-1', 'ann')]);
    signedIn.id = 'ann';
    expect((await outbox.flush('ann')).sent).toEqual(['ann-1']);
    expect(server.calls).toEqual(['bob-1', 'ann-1']);
  });

  it('retries a refused item only every five minutes, with its reason, when refusals retry slowly', async () => {
    const { clock, store, server, outbox } = setup();
    await store.put(note('a'));
    server.answerWith(() => ({ code: '23514', message: 'reps out of range' }));
    const result = await outbox.flush('ann');
    expect(result).toMatchObject({ refused: ['a'], nextAttemptAt: T0 + MAX_RETRY_MS });
    expect(store.all()[0]).toMatchObject({ refused: true, lastError: 'reps out of range' });
    clock.now += MAX_RETRY_MS;
    await outbox.flush('ann');
    expect(server.calls).toEqual(['a', 'a']);
  });

  it('parks a refused item when refusals park: never sent again until the person retries it', async () => {
    const { clock, store, server, outbox } = setup({ refusals: 'park' });
    await store.put(note('a', 'ann', T0 - 2));
    await store.put(note('b', 'ann', T0 - 1));
    server.answerWith((item) => (item.id === 'a' ? { code: '42501', message: 'not allowed' } : null));
    const result = await outbox.flush('ann');
    expect(result).toMatchObject({ sent: ['b'], refused: ['a'], nextAttemptAt: null });
    clock.now += 60 * MAX_RETRY_MS;
    await outbox.flush('ann', { force: true });
    expect(server.calls).toEqual(['a', 'b']);
    // Retry: the item is put back unparked and goes out.
    await store.put({ ...store.all()[0]!, refused: false, nextAttemptAt: clock.now });
    server.answerWith(() => null);
    expect((await outbox.flush('ann')).sent).toEqual(['a']);
  });

  it('in order, stops at the first send that cannot reach the server, and holds the rest behind it', async () => {
    const { store, server, outbox } = setup({ ordered: true });
    await store.put(note('a'));
    await store.put(note('b', 'ann', T0 + 1));
    server.answerWith(offlineError);
    const result = await outbox.flush('ann');
    expect(server.calls).toEqual(['a']);
    expect(result).toMatchObject({ offline: true, nextAttemptAt: T0 + 2000 });
  });

  it('leaves an item exactly as it is when told to hold it', async () => {
    const { store, server, outbox } = setup({ classify: () => 'hold' });
    await store.put(note('a'));
    server.answerWith(() => ({ code: '42501', message: 'another account' }));
    await outbox.flush('ann');
    expect(store.all()).toEqual([note('a')]);
  });

  it('sends nothing while the browser is offline, and waits for the network rather than a timer', async () => {
    const { store, server, outbox } = setup({ isOnline: () => false });
    await store.put(note('a'));
    expect(await outbox.flush('ann')).toMatchObject({ sent: [], offline: true, nextAttemptAt: null });
    expect(server.calls).toEqual([]);
  });

  it('runs one flush at a time per queue and account', async () => {
    const { store, options } = setup({ exclusive: undefined });
    let inFlight = 0;
    let most = 0;
    const outbox = createOutbox({
      ...options,
      send: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
      },
    });
    await store.put(note('a'));
    const results = await Promise.all([outbox.flush('ann'), outbox.flush('ann'), outbox.flush('ann')]);
    expect(most).toBe(1);
    expect(results.flatMap((result) => result.sent)).toEqual(['a']);
  });
});

describe('the outbox runner', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, on the timer of the next due item, and when the network returns', async () => {
    vi.useFakeTimers({ now: T0 });
    const runs: boolean[] = [];
    const runner = startOutboxRunner(async (force) => {
      runs.push(force);
      return runs.length === 1 ? Date.now() + 2000 : null;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(runs).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([true, false]);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([true, false, true]);
    runner.stop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(3);
  });
});
