import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { RegisterForm } from '@/features/auth/components/RegisterForm';
import ResetPasswordPage from '@/features/auth/components/ResetPasswordPage';
import { useRecoveryStore } from '@/features/auth/stores/recovery-store';
import { server, withMswServer } from '../support/msw';
import { AUTH } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

withMswServer();
const signUps: Array<Record<string, unknown>> = [];
const verifications: Array<Record<string, unknown>> = [];

beforeEach(() => {
  localStorage.clear();
  signUps.length = 0;
  verifications.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    // A sign-up that opens no session (as with email confirmation on): nothing to sign out.
    http.post(`${AUTH}/signup`, async ({ request }) => {
      signUps.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 'new-user', aud: 'authenticated', role: '', email: 'x', app_metadata: {} });
    }),
    http.post(`${AUTH}/otp`, () => HttpResponse.json({ message_id: 'm1' })),
    http.post(`${AUTH}/verify`, async ({ request }) => {
      verifications.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(
        { code: 403, error_code: 'otp_expired', msg: 'Token has expired or is invalid' },
        { status: 403 },
      );
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  useRecoveryStore.getState().setActive(false);
});

async function fillRegistration() {
  await userEvent.type(screen.getByLabelText('First name'), 'Pat');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
  await userEvent.type(screen.getByLabelText('Password'), 'StrongPass123');
}

describe('registration', () => {
  it('does not require gender, and sends none when it is left out', async () => {
    renderWithProviders(<RegisterForm />, { at: '/register', routes: { '/login': <p>Login page</p> } });
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    await fillRegistration();
    expect(screen.getByLabelText('Gender (optional)')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(signUps).toHaveLength(1);
    expect(signUps[0]).toMatchObject({ email: 'pat@example.com', data: { first_name: 'Pat', last_name: 'Lee' } });
    expect(signUps[0]?.data).not.toHaveProperty('gender');
  });

  it('registers a number typed with another country code under that code', async () => {
    renderWithProviders(<RegisterForm />, { at: '/register', routes: { '/login': <p>Login page</p> } });
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await userEvent.type(screen.getByLabelText('Phone number'), '+44 7911 123456');
    await fillRegistration();
    await userEvent.selectOptions(screen.getByLabelText('Gender (optional)'), 'female');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(signUps[0]).toMatchObject({ phone: '+447911123456', data: { gender: 'female' } });
  });
});

describe('the login page', () => {
  it('opens on the method used last, even when an email is remembered too', async () => {
    localStorage.setItem('lastLoginEmail', 'casey@example.com');
    localStorage.setItem('lastLoginPhone', '555 010 0001');
    localStorage.setItem('lastLoginMethod', 'phone');
    const { unmount } = renderWithProviders(<LoginForm />, { at: '/login' });
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(screen.getByLabelText('Phone number')).toHaveValue('555 010 0001');
    unmount();
    localStorage.setItem('lastLoginMethod', 'email');
    renderWithProviders(<LoginForm />, { at: '/login' });
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
  });
});

describe('a texted reset code', () => {
  it('shows the provider message for a wrong code and keeps the code form', async () => {
    renderWithProviders(<ResetPasswordPage />, { at: '/reset-password' });
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await userEvent.type(screen.getByLabelText('Phone number'), '+44 7911 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Token has expired or is invalid');
    expect(verifications[0]).toMatchObject({ phone: '+447911123456', token: '000000', type: 'sms' });
    expect(screen.getByLabelText('Verification code')).toHaveValue('000000');
    expect(useRecoveryStore.getState().active).toBe(false);
  });
});
