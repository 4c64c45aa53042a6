import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import JoinPage from '@/features/auth/components/JoinPage';
import { server, withMswServer } from '../support/msw';
import { AUTH, ORIGIN, REST } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// The join page (/join/<token>) against the network: the invitations function's preview, then
// sign-up and accept_invitation with the session sign-up opened.
withMswServer();
const TOKEN = 'a'.repeat(64);
const FUNCTION = `${ORIGIN}/functions/v1/client-invitations`;
const preview = {
  status: 'invited',
  trainerName: 'Taylor Reyes',
  clientType: 'virtual',
  email: 'nova@example.com',
  phone: null,
  expiresAt: '2099-01-08T00:00:00Z',
};
let accepted: unknown[] = [];

function answerPreview(body: Record<string, unknown>, status = 200) {
  server.use(http.post(FUNCTION, () => HttpResponse.json(body, { status })));
}

function renderJoin() {
  renderWithProviders(<JoinPage />, {
    at: `/join/${TOKEN}`,
    path: '/join/:token',
    routes: { '/login': <LoginNotice /> },
  });
}

function LoginNotice() {
  return <p>Login page</p>;
}

beforeEach(() => {
  accepted = [];
  const session = {
    access_token: 'header.eyJzdWIiOiJuZXctdXNlciJ9.sig',
    token_type: 'bearer',
    expires_in: 3600,
    refresh_token: 'r',
    user: { id: 'new-user', aud: 'authenticated', role: 'authenticated', email: 'nova@example.com', app_metadata: {} },
  };
  server.use(
    http.post(`${AUTH}/signup`, () => HttpResponse.json(session)),
    http.post(`${AUTH}/logout`, () => new HttpResponse(null, { status: 204 })),
    http.post(`${REST}/rpc/accept_invitation`, async ({ request }) => {
      accepted.push(await request.json());
      return HttpResponse.json([{ trainer_id: 't', client_type: 'virtual' }]);
    }),
  );
});

describe('the join page', () => {
  it('opens registration for the invited address and accepts the invitation after sign-up', async () => {
    answerPreview(preview);
    renderJoin();
    expect(await screen.findByRole('heading', { name: 'Join Taylor Reyes on Liftwise' })).toBeVisible();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('nova@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByRole('radio', { name: 'Phone' })).toBeNull();
    await userEvent.type(screen.getByLabelText('First name'), 'Nova');
    await userEvent.type(screen.getByLabelText('Last name'), 'Invited');
    await userEvent.type(screen.getByLabelText('Password'), 'StrongPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(accepted).toEqual([{ p_token: TOKEN }]);
  });

  it('keeps the invitation for the first sign-in when sign-up opens no session (email confirmation on)', async () => {
    answerPreview(preview);
    server.use(
      http.post(`${AUTH}/signup`, () =>
        HttpResponse.json({
          id: 'new-user',
          aud: 'authenticated',
          role: '',
          email: 'nova@example.com',
          app_metadata: {},
        }),
      ),
    );
    renderJoin();
    await screen.findByRole('heading', { name: 'Join Taylor Reyes on Liftwise' });
    await userEvent.type(screen.getByLabelText('First name'), 'Nova');
    await userEvent.type(screen.getByLabelText('Last name'), 'Invited');
    await userEvent.type(screen.getByLabelText('Password'), 'StrongPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(accepted).toEqual([]);
    expect(JSON.parse(localStorage.getItem('pendingJoin') ?? 'null')).toEqual({ token: TOKEN });
    localStorage.clear();
  });

  it.each([
    ['accepted', 'Invitation already used'],
    ['expired', 'Invitation expired'],
    ['revoked', 'Invitation withdrawn'],
  ])('says in words when the invitation is %s', async (status, heading) => {
    answerPreview({ ...preview, status });
    renderJoin();
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  it('says an unknown link is not valid (the function answers 404)', async () => {
    answerPreview({ error: 'This invitation link is not valid.' }, 404);
    renderJoin();
    expect(await screen.findByRole('heading', { name: 'Invitation not found' })).toBeVisible();
  });

  it('offers to try again when the server cannot be reached, then shows the invitation', async () => {
    server.use(http.post(FUNCTION, () => HttpResponse.error(), { once: true }));
    renderJoin();
    expect(await screen.findByRole('heading', { name: 'Could not open the invitation' })).toBeVisible();
    answerPreview(preview);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Taylor Reyes on Liftwise' })).toBeVisible();
  });

  it('shows why joining failed when the account was created but the invitation was refused', async () => {
    answerPreview(preview);
    server.use(
      http.post(`${REST}/rpc/accept_invitation`, () =>
        HttpResponse.json(
          { code: '22023', message: 'This invitation has expired. Ask your coach to send a new one.' },
          { status: 400 },
        ),
      ),
    );
    renderJoin();
    await screen.findByRole('heading', { name: 'Join Taylor Reyes on Liftwise' });
    await userEvent.type(screen.getByLabelText('First name'), 'Nova');
    await userEvent.type(screen.getByLabelText('Last name'), 'Invited');
    await userEvent.type(screen.getByLabelText('Password'), 'StrongPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/account was created.*has expired/);
  });
});
