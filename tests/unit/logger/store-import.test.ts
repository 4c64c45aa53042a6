import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('the logger store', () => {
  it("adds no window or document listener when imported (the page's session sync owns them)", async () => {
    vi.resetModules();
    // The store makes the app's logger engine, whose finish and outbox reach the Supabase client:
    // that client's own listeners come with it wherever it is first imported, so it is loaded first.
    await import('@/lib/supabase');
    const onWindow = vi.spyOn(window, 'addEventListener');
    const onDocument = vi.spyOn(document, 'addEventListener');
    await import('@/features/logger/stores/logger-store');
    expect(onWindow.mock.calls.map(([event]) => event)).toEqual([]);
    expect(onDocument.mock.calls.map(([event]) => event)).toEqual([]);
  });
});
