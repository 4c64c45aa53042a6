import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckInDeskPage } from '@/features/access/desk-page';
import { ANSWER_SHOWN_MS } from '@/features/access/desk/use-desk';
import { CLIENT, signInClient, signOutLocally } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { answer, checkInHandler, json } from './desk-support';

// The check-in desk against the access-check-in function (msw at the network): each answer in
// large words, the PIN pad, "check in by name" with its override, errors and the offline state.
const sent: Array<Record<string, unknown>> = [];
let reply: (body: Record<string, unknown>) => Response = () => json(answer());

withMswServer(() => [
  checkInHandler(sent, (body) => reply(body)),
  table('users', [
    { id: 'c1', name: 'Casey Nguyen', first_name: 'Casey', last_name: 'Nguyen', email: 'casey@example.com' },
    { id: 'c2', name: 'Jordan Lee', first_name: 'Jordan', last_name: 'Lee', email: 'jordan@example.com' },
  ]),
]);

beforeEach(() => {
  sent.length = 0;
  reply = () => json(answer());
  signInClient({ userRole: 'staff', user: { ...CLIENT, id: 't1' } });
});
afterEach(() => {
  signOutLocally();
  vi.useRealTimers();
});

async function openPin() {
  const user = userEvent.setup();
  renderWithProviders(<CheckInDeskPage />, { at: '/appointments/check-in' });
  await user.click(screen.getByRole('radio', { name: 'PIN' }));
  return user;
}

describe('the check-in desk', () => {
  it('sends a client away', () => {
    signInClient();
    renderWithProviders(<CheckInDeskPage />);
    expect(screen.getByText('For trainers and admins')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'PIN' })).not.toBeInTheDocument();
  });

  it('sends a PIN typed with spaces and dashes as digits, and shows who came in and why', async () => {
    reply = () => json(answer({ booking_id: 'b1' }));
    const user = await openPin();
    const field = screen.getByLabelText('Member number and code');
    await user.type(field, '1004 381-92x0{Enter}');
    const shown = await screen.findByRole('status', { name: '' });
    await waitFor(() => expect(shown).toHaveAttribute('data-answer', 'allowed'));
    expect(sent).toEqual([{ code: '1004381920', method: 'pin' }]);
    expect(shown).toHaveTextContent('Checked in');
    expect(shown).toHaveTextContent('Casey Nguyen');
    expect(shown).toHaveTextContent('Membership holder');
    expect(shown).toHaveTextContent('Booking marked attended');
    await user.click(within(shown).getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('takes taps on the pad and refuses a PIN too short before sending anything', async () => {
    const user = await openPin();
    for (const key of ['1', '0', '0', '4', '3']) await user.click(screen.getByRole('button', { name: key }));
    await user.click(screen.getByRole('button', { name: 'Delete last digit' }));
    expect(screen.getByLabelText('Member number and code')).toHaveValue('1004');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too short');
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['revoked', 'Their check-in code was revoked'],
    ['already_checked_in', 'Already checked in'],
    ['no_access', 'No active plan'],
    ['membership_expired', 'Their membership has expired'],
    ['wrong_studio', 'This code is for another studio'],
    ['replayed', 'This code was already used'],
    ['rate_limited', 'Too many attempts'],
  ] as const)('shows a refusal for %s in red with the reason in words', async (reason, words) => {
    // A refusal opens no door: the function answers door null (e2e found it; the contract named only three values).
    reply = () => json(answer({ result: 'refused', reason, via: null, check_in_id: null, door: null }));
    const user = await openPin();
    await user.type(screen.getByLabelText('Member number and code'), '1004381920{Enter}');
    const shown = await screen.findByRole('status');
    await waitFor(() => expect(shown).toHaveAttribute('data-answer', 'refused'));
    expect(shown).toHaveTextContent('Refused');
    expect(shown).toHaveTextContent('Casey Nguyen');
    expect(shown).toHaveTextContent(words);
  });

  it('says an unknown member without a name', async () => {
    reply = () => json(answer({ result: 'refused', reason: 'unknown_member', via: null, client: null }));
    const user = await openPin();
    await user.type(screen.getByLabelText('Member number and code'), '9999381920{Enter}');
    const shown = await screen.findByRole('status');
    await waitFor(() => expect(shown).toHaveTextContent('No member has that number'));
    expect(within(shown).queryByRole('button', { name: 'Check in anyway' })).not.toBeInTheDocument();
  });

  it('shows the function’s 4xx in words, and its own message when it gives one', async () => {
    reply = () => json({ error: 'Only staff can run the desk' }, 403);
    const user = await openPin();
    await user.type(screen.getByLabelText('Member number and code'), '1004381920{Enter}');
    const shown = await screen.findByRole('status');
    await waitFor(() => expect(shown).toHaveAttribute('data-answer', 'error'));
    expect(shown).toHaveTextContent('Not checked in');
    expect(shown).toHaveTextContent('Only staff can run the desk');
    await user.click(within(shown).getByRole('button', { name: 'Next' }));

    reply = () => new Response('nope', { status: 401 });
    await user.type(screen.getByLabelText('Member number and code'), '1004381920{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your session has ended'));
  });

  it('is ready for the next person a few seconds after an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<CheckInDeskPage />);
    await user.click(screen.getByRole('radio', { name: 'PIN' }));
    await user.type(screen.getByLabelText('Member number and code'), '1004381920{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-answer', 'allowed'));
    act(() => vi.advanceTimersByTime(ANSWER_SHOWN_MS.allowed - 100));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('checks a client in by name, and when refused checks them in anyway', async () => {
    reply = (body) =>
      json(
        body.override
          ? answer({ reason: 'override', via: null })
          : answer({ result: 'refused', reason: 'no_access', via: null, check_in_id: null }),
      );
    const user = userEvent.setup();
    renderWithProviders(<CheckInDeskPage />);
    await user.click(screen.getByRole('radio', { name: 'By name' }));
    await user.type(screen.getByLabelText('Search clients'), 'cas');
    await user.click(await screen.findByRole('button', { name: 'Check in Casey Nguyen' }));
    const shown = await screen.findByRole('status');
    await waitFor(() => expect(shown).toHaveTextContent('No active plan'));
    await user.click(within(shown).getByRole('button', { name: 'Check in anyway' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-answer', 'allowed'));
    expect(screen.getByRole('status')).toHaveTextContent('Checked in by staff (override)');
    expect(sent).toEqual([
      { client_id: 'c1', override: false },
      { client_id: 'c1', override: true },
    ]);
  });

  it('says it needs a connection when offline, and does not send', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const user = await openPin();
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent('The desk needs a connection');
      await user.type(screen.getByLabelText('Member number and code'), '1004381920{Enter}');
      expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();
      expect(sent).toHaveLength(0);
    } finally {
      onLine.mockRestore();
    }
  });

  it('covers the app’s shell in kiosk mode and leaves it again', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CheckInDeskPage />);
    await user.click(screen.getByRole('button', { name: 'Kiosk mode' }));
    expect(container.querySelector('[data-kiosk]')).toHaveClass('fixed', 'inset-0');
    await user.click(screen.getByRole('button', { name: 'Leave kiosk mode' }));
    expect(container.querySelector('[data-kiosk]')).toBeNull();
  });
});
