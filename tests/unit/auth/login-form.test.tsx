import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { useAuthStore } from '@/features/auth/stores/auth-store';

// The app's Supabase client talks to the page origin (jsdom's), which msw answers.
const ORIGIN = window.location.origin;
const server = setupServer();
const tokenRequests: Array<Record<string, unknown>> = [];

const session = {
  access_token: 'header.eyJzdWIiOiJ1MSIsImV4cCI6OTk5OTk5OTk5OX0.sig',
  refresh_token: 'refresh',
  expires_in: 3600,
  expires_at: 9_999_999_999,
  token_type: 'bearer',
  user: { id: 'u1', aud: 'authenticated', role: 'authenticated', email: 'client@demo.liftwise.app', app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  tokenRequests.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.post(`${ORIGIN}/auth/v1/token`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      tokenRequests.push(body);
      if (body.password !== 'LiftwiseDemo1') {
        return HttpResponse.json({ code: 'invalid_credentials', msg: 'Invalid login credentials' }, { status: 400 });
      }
      return HttpResponse.json(session);
    }),
    http.get(`${ORIGIN}/rest/v1/users`, () =>
      HttpResponse.json({
        id: 'u1',
        email: 'client@demo.liftwise.app',
        phone: '15550100001',
        first_name: 'Casey',
        last_name: 'Nguyen',
        role: 'client',
        staff_role: null,
        gender: 'female',
        client_type: 'programming',
        cycle_tracking_enabled: true,
      }),
    ),
    http.get(`${ORIGIN}/rest/v1/clients`, () => HttpResponse.json(null)),
    http.post(`${ORIGIN}/rest/v1/clients`, () => new HttpResponse(null, { status: 201 })),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  useAuthStore.getState().reset();
});
afterAll(() => server.close());

function renderLogin() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginForm />} />
          <Route path="/" element={<p>Signed in home</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LoginForm', () => {
  it('asks for the missing fields without calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(tokenRequests).toHaveLength(0);
  });

  it('shows the spec message for wrong credentials', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'client@demo.liftwise.app');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
    expect(screen.getByLabelText('Email')).toHaveValue('client@demo.liftwise.app');
  });

  it('signs in by phone with +1 added, loads the role from the database and remembers the phone', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await userEvent.type(screen.getByLabelText('Phone number'), '555 010 0001');
    await userEvent.type(screen.getByLabelText('Password'), 'LiftwiseDemo1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in home')).toBeInTheDocument();
    expect(tokenRequests[0]).toMatchObject({ phone: '+15550100001' });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, userRole: 'client', userGender: 'female' });
    expect(localStorage.getItem('lastLoginPhone')).toBe('555 010 0001');
  });

  it('prefills the last email used', () => {
    localStorage.setItem('lastLoginEmail', 'casey@example.com');
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('casey@example.com');
  });
});
