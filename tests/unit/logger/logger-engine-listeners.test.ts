import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoggerEngine } from '@/features/logger/sync/logger-engine';

afterEach(() => vi.restoreAllMocks());

const EVENTS = ['online', 'offline', 'pagehide', 'visibilitychange'];
const events = { onSaveFailed: () => undefined, onWritten: () => undefined };

function fakeSync() {
  return { pushNow: vi.fn(() => Promise.resolve()), reconnected: vi.fn(), disconnected: vi.fn(), stop: vi.fn() };
}

/** The (event, listener) pairs a target was given, for the page's events only. */
const calls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([event]) => EVENTS.includes(event as string)).map(([event, listener]) => [event, listener]);

describe("the logger engine owns the page's listeners", () => {
  it('adds online, offline, pagehide and visibilitychange when made, and removes the same ones when disposed', () => {
    const windowAdds = vi.spyOn(window, 'addEventListener');
    const windowRemoves = vi.spyOn(window, 'removeEventListener');
    const documentAdds = vi.spyOn(document, 'addEventListener');
    const documentRemoves = vi.spyOn(document, 'removeEventListener');
    const sync = fakeSync();

    const engine = createLoggerEngine('s-1', events, () => sync);
    expect(calls(windowAdds).map(([event]) => event)).toEqual(['online', 'offline', 'pagehide']);
    expect(calls(documentAdds).map(([event]) => event)).toEqual(['visibilitychange']);
    expect(calls(windowRemoves)).toEqual([]);
    expect(calls(documentRemoves)).toEqual([]);

    engine.dispose();
    expect(calls(windowRemoves)).toEqual(expect.arrayContaining(calls(windowAdds)));
    expect(calls(windowRemoves)).toHaveLength(3);
    expect(calls(documentRemoves)).toEqual(calls(documentAdds));
    expect(sync.stop).toHaveBeenCalledTimes(1);
  });

  it('hands each event to the session sync while it lives, and none after dispose', () => {
    const sync = fakeSync();
    const engine = createLoggerEngine('s-1', events, () => sync);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sync.disconnected).toHaveBeenCalledTimes(1);
    expect(sync.reconnected).toHaveBeenCalledTimes(1);
    expect(sync.pushNow).toHaveBeenCalledTimes(1);

    engine.dispose();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sync.disconnected).toHaveBeenCalledTimes(1);
    expect(sync.reconnected).toHaveBeenCalledTimes(1);
    expect(sync.pushNow).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });
});

describe('the logger page adds no listener of its own', () => {
  // Every file of the page and its sync but the engine: none listens to the window or the document
  // (storage/ keeps the other tabs' channel and the rest signal, which are not the page's).
  const root = join(process.cwd(), 'src/features/logger');
  const files = ['components', 'hooks', 'sync', 'stores'].flatMap((folder) =>
    readdirSync(join(root, folder)).map((name) => join(folder, name)),
  );

  it.each(files.filter((file) => file !== join('sync', 'logger-engine.ts')))('%s', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    expect(source).not.toMatch(/\b(addEventListener|removeEventListener|onReconnect|onDisconnect)\s*\(/);
  });
});
