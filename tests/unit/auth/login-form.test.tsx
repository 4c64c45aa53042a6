import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { CLIENT_PROFILE_ROW } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { AUTH, REST } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

withMswServer();
const tokenRequests: Array<Record<string, unknown>> = [];

const session = {
  access_token: 'header.eyJzdWIiOiJ1MSIsImV4cCI6OTk5OTk5OTk5OX0.sig',
  refresh_token: 'refresh',
  expires_in: 3600,
  expires_at: 9_999_999_999,
  token_type: 'bearer',
  user: {
    id: 'u1',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'client@demo.liftwise.app',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  },
};

beforeEach(() => {
  localStorage.clear();
  tokenRequests.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.post(`${AUTH}/token`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      tokenRequests.push(body);
      if (body.password !== 'LiftwiseDemo1') {
        return HttpResponse.json({ code: 'invalid_credentials', msg: 'Invalid login credentials' }, { status: 400 });
      }
      return HttpResponse.json(session);
    }),
    http.get(`${REST}/users`, () => HttpResponse.json(CLIENT_PROFILE_ROW)),
    http.get(`${REST}/clients`, () => HttpResponse.json(null)),
    http.post(`${REST}/clients`, () => new HttpResponse(null, { status: 201 })),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().reset();
});

function renderLogin() {
  return renderWithProviders(<LoginForm />, { at: '/login', routes: { '/': <p>Signed in home</p> } });
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

  it('uses an invitation kept from a registration with no session before it reads the profile, once', async () => {
    const order: string[] = [];
    const accepted: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/accept_invitation`, async ({ request }) => {
        order.push('accept');
        accepted.push(await request.json());
        return HttpResponse.json([{ trainer_id: 't1', client_type: 'virtual' }]);
      }),
      http.get(`${REST}/users`, () => {
        order.push('profile');
        return HttpResponse.json(CLIENT_PROFILE_ROW);
      }),
    );
    localStorage.setItem('pendingJoin', JSON.stringify({ token: 'b'.repeat(64) }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'client@demo.liftwise.app');
    await userEvent.type(screen.getByLabelText('Password'), 'LiftwiseDemo1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in home')).toBeInTheDocument();
    expect(accepted).toEqual([{ p_token: 'b'.repeat(64) }]);
    expect(order.indexOf('accept')).toBeLessThan(order.indexOf('profile'));
    expect(localStorage.getItem('pendingJoin')).toBeNull();
  });

  it('signs in even when the kept invitation is refused (used or expired)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let redeemed = 0;
    server.use(
      http.post(`${REST}/rpc/redeem_code`, () => {
        redeemed += 1;
        return HttpResponse.json({ code: '22023', message: 'This invitation has expired.' }, { status: 400 });
      }),
    );
    localStorage.setItem('pendingJoin', JSON.stringify({ code: 'ABCD2345' }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'client@demo.liftwise.app');
    await userEvent.type(screen.getByLabelText('Password'), 'LiftwiseDemo1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in home')).toBeInTheDocument();
    expect(redeemed).toBe(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});
