import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export interface RenderOptions {
  /** Where the router starts. */
  at?: string;
  /** The route pattern `ui` is mounted on (defaults to `at`). */
  path?: string;
  /** Other routes to land on, e.g. where a link or a redirect leads. */
  routes?: Record<string, ReactElement>;
}

/**
 * The one way unit tests render the app's screens: a fresh query cache (no retries, so failures
 * show at once) and a router, like the app's own providers.
 */
export function renderWithProviders(ui: ReactElement, { at = '/', path = at, routes = {} }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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
