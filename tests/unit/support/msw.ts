import type { RequestHandler, WebSocketHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** The one msw server of the unit tests. Each file that talks to the network calls withMswServer. */
export const server = setupServer();

/**
 * Listens for the file's tests, installs `defaults` before each test (tests add to them with
 * `server.use`) and forgets per-test handlers after each. A request no handler answers while a test
 * runs fails that test: msw's own 'error' mode only logs and rejects the fetch, which the code under
 * test may catch and carry on, so the test would pass without the read it depends on.
 */
export function withMswServer(defaults: () => Array<RequestHandler | WebSocketHandler> = () => []): void {
  const unhandled: string[] = [];
  let testRunning = false;
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        print.error();
        // A read still in flight when its test ended reaches an empty handler list: not this test's.
        if (testRunning) unhandled.push(`${request.method} ${request.url}`);
      },
    }),
  );
  beforeEach(() => {
    unhandled.length = 0;
    testRunning = true;
    server.use(...defaults());
  });
  afterEach(() => {
    testRunning = false;
    server.resetHandlers();
    const requests = unhandled.splice(0);
    if (requests.length > 0) throw new Error(`Requests no msw handler answers:\n  ${requests.join('\n  ')}`);
  });
  afterAll(() => server.close());
}
