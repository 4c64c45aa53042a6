import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@/features/auth';

export const ORIGIN = window.location.origin;
export const USER_ID = '00000000-0000-4000-8000-000000000011';

/** Renders one page at a route as the signed-in demo client, with a fresh query cache. */
export function renderRoute(path: string, pattern: string, page: ReactElement) {
  useAuthStore.setState({
    isAuthenticated: true,
    userRole: 'client',
    user: { id: USER_ID, email: 'client@demo.liftwise.app', phone: null, firstName: 'Casey', lastName: 'Nguyen', clientType: 'programming' },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** PostgREST answers a single-object request (maybeSingle) with an object, others with arrays. */
export function rows(request: Request, data: unknown[]): Response {
  const single = request.headers.get('accept')?.includes('vnd.pgrst.object');
  if (single) return data.length ? Response.json(data[0]) : new Response(JSON.stringify({ code: 'PGRST116', message: 'no rows' }), { status: 406 });
  return Response.json(data);
}
