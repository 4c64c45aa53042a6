import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { InviteClientDialog } from '@/features/clients/components/InviteClientDialog';
import { server, withMswServer } from '../support/msw';
import { ORIGIN } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// "Invite client" against the network: the client-invitations function's answers.
withMswServer();
const FUNCTION = `${ORIGIN}/functions/v1/client-invitations`;
let sent: Record<string, unknown>[] = [];

beforeEach(() => {
  sent = [];
});

function answer(body: Record<string, unknown>, status = 200) {
  server.use(
    http.post(FUNCTION, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(body, { status });
    }),
  );
}

describe('Invite client', () => {
  it('sends an email invitation with the client type, then shows the link to copy', async () => {
    answer({
      id: 'i1',
      link: 'http://app.test/join/abc',
      code: null,
      expiresAt: '2099-01-01T00:00:00Z',
      delivered: true,
    });
    renderWithProviders(<InviteClientDialog open onClose={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Email'), ' Nova@Example.com ');
    await userEvent.selectOptions(screen.getByLabelText('Client type'), 'in-person');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('dialog', { name: 'Invitation sent' })).toHaveTextContent(
      'We sent the invitation to Nova@Example.com',
    );
    expect(screen.getByLabelText('Invitation link')).toHaveValue('http://app.test/join/abc');
    expect(sent).toEqual([{ action: 'send', email: 'nova@example.com', clientType: 'in-person' }]);
  });

  it('sends a phone invitation (+1 added) and shows its code; says when nothing was delivered', async () => {
    answer({ id: 'i2', link: 'http://app.test/join/def', code: '12345678', expiresAt: '2099-01-01', delivered: false });
    renderWithProviders(<InviteClientDialog open onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await userEvent.type(screen.getByLabelText('Phone number'), '5550101234');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByLabelText('Code for registration')).toHaveValue('12345678');
    expect(screen.getByRole('dialog')).toHaveTextContent(/not set up for this project: send 5550101234 this link/);
    expect(sent[0]).toMatchObject({ action: 'send', phone: '+15550101234' });
  });

  it('checks the form before sending, and keeps what was typed when the server refuses', async () => {
    answer({ error: 'This person already has an account here: they are staff or already your client' }, 409);
    renderWithProviders(
      <InviteClientDialog open onClose={() => undefined} trainers={[{ value: 't1', label: 'Taylor Reyes' }]} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a trainer');
    expect(sent).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText('Trainer'), 't1');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/already has an account here/)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(sent[0]).toMatchObject({ trainerId: 't1' });
  });
});
