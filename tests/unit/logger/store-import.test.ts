import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('the logger store', () => {
  it('adds no window or document listener when imported (the engine the page makes owns them)', async () => {
    vi.resetModules();
    const onWindow = vi.spyOn(window, 'addEventListener');
    const onDocument = vi.spyOn(document, 'addEventListener');
    await import('@/features/logger/stores/logger-store');
    expect(onWindow.mock.calls.map(([event]) => event)).toEqual([]);
    expect(onDocument.mock.calls.map(([event]) => event)).toEqual([]);
  });
});
