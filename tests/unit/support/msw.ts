import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** The one msw server of the unit tests. Each file that talks to the network calls withMswServer. */
export const server = setupServer();

/**
 * Listens for the file's tests (an unhandled request fails the test), installs `defaults` before
 * each test (tests add to them with `server.use`) and forgets per-test handlers after each.
 */
export function withMswServer(defaults: () => RequestHandler[] = () => []): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.use(...defaults()));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
