import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export interface RenderOptions {
  /** Where the router starts. */
  at?: string;
  /** The route pattern `ui` is mounted on (defaults to `at`). */
  path?: string;
  /** Other routes to land on, e.g. where a link or a redirect leads. */
  routes?: Record<string, ReactElement>;
  /** A cache the test prepared or reads back (defaults to a fresh one). */
  queryClient?: QueryClient;
}

/** A fresh query cache with no retries, so failures show at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * The one way unit tests render the app's screens: a query cache and a router, like the app's own
 * providers.
 */
export function renderWithProviders(
  ui: ReactElement,
  { at = '/', path = at, routes = {}, queryClient = testQueryClient() }: RenderOptions = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** The same providers as a `wrapper` for renderHook: a query cache and a router starting at `at`. */
export function providers({
  at = '/',
  queryClient = testQueryClient(),
}: Pick<RenderOptions, 'at' | 'queryClient'> = {}) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
  };
}
