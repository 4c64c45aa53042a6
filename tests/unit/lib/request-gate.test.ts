import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldFetch, holdRequests, releaseRequests, releaseRequestsAfterPaint } from '@/lib/request-gate';

const response = (_input: RequestInfo | URL) => Promise.resolve(new Response('[]'));

afterEach(() => {
  releaseRequests();
  vi.useRealTimers();
});

describe('holding requests while the first screen is drawn', () => {
  it('sends at once when nothing holds', async () => {
    const inner = vi.fn(response);
    await heldFetch(inner)('https://api.test/rest/v1/programs');
    expect(inner).toHaveBeenCalledOnce();
  });

  it('sends what was held, each once, when released', async () => {
    const inner = vi.fn(response);
    holdRequests();
    const sent = [heldFetch(inner)('https://api.test/a'), heldFetch(inner)('https://api.test/b')];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(inner).not.toHaveBeenCalled();
    releaseRequests();
    await Promise.all(sent);
    expect(inner.mock.calls.map(([url]) => url)).toEqual(['https://api.test/a', 'https://api.test/b']);
  });

  it('never holds longer than its limit, whatever happens to the page', async () => {
    vi.useFakeTimers();
    const inner = vi.fn(response);
    holdRequests(1_000);
    const sent = heldFetch(inner)('https://api.test/a');
    await vi.advanceTimersByTimeAsync(999);
    expect(inner).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(inner).toHaveBeenCalledOnce();
  });

  it('after a paint, lets go in the task after the next frame', async () => {
    const inner = vi.fn(response);
    holdRequests(60_000);
    const sent = heldFetch(inner)('https://api.test/a');
    releaseRequestsAfterPaint();
    expect(inner).not.toHaveBeenCalled();
    await sent;
    expect(inner).toHaveBeenCalledOnce();
  });
});
