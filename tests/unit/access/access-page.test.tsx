import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccessRoute from '@/app/pages/AccessRoute';
import { resetSessionState } from '@/features/auth/lib/session';
import {
  closeAccessKeyCache,
  readCachedAccessKey,
  writeCachedAccessKey,
} from '@/features/access/storage/access-key-cache';
import { accessKeySchema } from '@/features/access/lib/access-key';
import { base32ToBytes, totp } from '@/features/access/lib/totp';
import { deleteSignedOutData } from '@/lib/account-data';
import { CLIENT, CLIENT_ID, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { PLANS } from '../payments/client-payments-fixtures';
import { SECRET, accessKey, accessReads, status } from './access-fixtures';

withMswServer(() => accessReads());

// 1 s into a 30-s step, so a test reads one code throughout; only Date is faked (timers run).
const START = Date.UTC(2026, 10, 27, 17, 0, 1);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

const codeAt = (ms: number) => totp(base32ToBytes(SECRET), ms);
const renderPage = () => renderWithProviders(<AccessRoute />, { at: '/access', path: '/access' });
const card = (name: string) => screen.findByRole('region', { name });

async function expectCode(ms: number) {
  const code = await codeAt(ms);
  const pin = await screen.findByText(`1004 ${code.slice(0, 3)} ${code.slice(3)}`, {}, { timeout: 3000 });
  expect(pin).toHaveAttribute('aria-label', `PIN ${`1004${code}`.split('').join(' ')}`);
  return code;
}

describe('the client’s Unlock page', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    globalThis.indexedDB = new IDBFactory();
    await closeAccessKeyCache();
    signInClient({ user: { ...CLIENT, clientType: 'in-person' } });
    setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    setOnline(true);
  });

  it('allowed: says what lets them in, shows the code as QR and grouped PIN, made on the device', async () => {
    renderPage();
    const codeCard = await card('Check-in code');
    await expectCode(START);
    expect(
      await within(codeCard).findByRole('img', { name: 'Check-in QR code for member 1004' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(codeCard).getByText(/Works offline: this code is made on this device/)).toBeInTheDocument();
    expect(within(codeCard).getByText(/New code in/)).toHaveTextContent('New code in 29 s');
    const access = await card('Your access');
    expect(await within(access).findByText('Your membership (Unlimited classes) lets you in.')).toBeInTheDocument();
    expect(within(access).getByText('Studio access')).toHaveTextContent('Studio access: included');
    expect(within(access).getByText('On-demand content')).toHaveTextContent('On-demand content: not included');
  });

  it('the QR code carries the contract payload and the code changes at the next 30-s step', async () => {
    renderPage();
    const first = await expectCode(START);
    const img = await screen.findByRole('img', { name: /Check-in QR code/ }, { timeout: 3000 });
    // The payload is drawn, not written; the PIN beside it is the same code (checked above).
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    act(() => vi.setSystemTime(START + 30_000));
    const second = await expectCode(START + 30_000);
    expect(second).not.toBe(first);
  });

  it('refused with a reason: the code is still shown, with a warning that the desk will refuse it and why', async () => {
    server.use(
      http.post(`${REST}/rpc/access_status`, () =>
        HttpResponse.json(status({ allowed: false, reason: 'membership_expired', via: null, membership: null })),
      ),
    );
    renderPage();
    const codeCard = await card('Check-in code');
    expect(
      await within(codeCard).findByText(/The desk will refuse this code at the moment\. Your membership has ended\./),
    ).toBeInTheDocument();
    await expectCode(START);
    const access = await card('Your access');
    expect(within(access).getByText('You have no membership or credits.')).toBeInTheDocument();
  });

  it('revoked: says so, hides the code, and "Renew my code" brings a new one', async () => {
    const user = userEvent.setup();
    let renewed = 0;
    server.use(
      http.post(`${REST}/rpc/my_access_key`, () =>
        HttpResponse.json(
          accessKey({ secret: null, revoked_at: '2026-11-25T10:00:00Z', revoked_reason: 'Lost phone' }),
        ),
      ),
      http.post(`${REST}/rpc/renew_access_key`, () => {
        renewed += 1;
        return HttpResponse.json(accessKey({ renewed_at: '2026-11-27T17:00:00Z' }));
      }),
    );
    renderPage();
    const codeCard = await card('Check-in code');
    expect(await within(codeCard).findByText(/stopped by the studio on .*: Lost phone/)).toBeInTheDocument();
    expect(within(codeCard).queryByTestId('check-in-pin')).toBeNull();
    await user.click(within(codeCard).getByRole('button', { name: 'Renew my code' }));
    await expectCode(START);
    expect(renewed).toBe(1);
    expect((await readCachedAccessKey(CLIENT_ID))?.key.secret).toBe(SECRET);
  });

  it('revoked and offline: renewing says it needs a connection and sends nothing', async () => {
    await writeCachedAccessKey(
      CLIENT_ID,
      accessKeySchema.parse(accessKey({ secret: null, revoked_at: '2026-11-25T10:00:00Z' })),
      START,
    );
    setOnline(false);
    renderPage();
    const codeCard = await card('Check-in code');
    expect(await within(codeCard).findByText(/Renewing your code needs a connection/)).toBeInTheDocument();
    expect(within(codeCard).getByRole('button', { name: 'Renew my code' })).toBeDisabled();
  });

  it('offline with a copy on the device: the code is made there, with no request', async () => {
    await writeCachedAccessKey(CLIENT_ID, accessKeySchema.parse(accessKey()), START - 3_600_000);
    let asked = 0;
    // No signal: every request fails at the network.
    server.use(
      http.post(`${REST}/rpc/my_access_key`, () => {
        asked += 1;
        return HttpResponse.error();
      }),
      http.post(`${REST}/rpc/access_status`, () => HttpResponse.error()),
      http.get(`${REST}/check_ins`, () => HttpResponse.error()),
      http.get(`${REST}/packages`, () => HttpResponse.error()),
    );
    setOnline(false);
    renderPage();
    expect(await screen.findByText(/You are offline\. Your check-in code still works/)).toBeInTheDocument();
    await expectCode(START);
    expect(screen.getByText(/Your key was last checked with the studio on/)).toBeInTheDocument();
    expect(asked).toBe(0);
    // What needs the server says so, rather than a spinner (the query cache does not know the signal is gone).
    expect(
      within(await card('Your access')).getByText(/You are offline\. What your plan includes shows/),
    ).toBeInTheDocument();
    expect(
      within(await card('Check-in history')).getByText(/your check-ins are not on this device/),
    ).toBeInTheDocument();
    expect(
      await within(await card('Get more')).findByText(/The packs and plans on sale show when you are back online/),
    ).toBeInTheDocument();
  });

  it('offline without a copy: says the code is not on this device yet, never a spinner', async () => {
    setOnline(false);
    renderPage();
    const codeCard = await card('Check-in code');
    expect(
      await within(codeCard).findByText(/You are offline and your check-in code is not on this device yet/),
    ).toBeInTheDocument();
  });

  it('lists their check-ins newest first with the booking each marked attended', async () => {
    renderPage();
    const history = await card('Check-in history');
    const rows = await within(history).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/QR code · Strength class at .* marked attended$/),
      expect.stringMatching(/PIN$/),
    ]);
  });

  it('offers the plans first to a programming client, saying which one adds virtual coaching', async () => {
    signInClient();
    server.use(
      table('membership_plans', [
        ...PLANS,
        {
          ...PLANS[0],
          id: 'plan-virtual',
          name: 'Virtual coaching',
          unlocks_studio_access: false,
          unlocks_on_demand: true,
          grants_client_type: 'virtual',
        },
      ]),
    );
    renderPage();
    const shop = await card('Get more');
    const items = await within(shop).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Virtual coaching');
    expect(items[0]).toHaveTextContent('Includes on-demand content and progress tracking and virtual coaching');
    expect(within(shop).getByRole('button', { name: 'Buy Virtual coaching' })).toBeInTheDocument();
    const access = await card('Your access');
    expect(within(access).getByText(/Move up to a plan with virtual coaching/)).toBeInTheDocument();
  });

  it('"Brighten" shows the code alone full screen; Escape closes it', async () => {
    const user = userEvent.setup();
    renderPage();
    await expectCode(START);
    await user.click(screen.getByRole('button', { name: 'Brighten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in code, full screen' });
    expect(await within(dialog).findByRole('img', { name: /Check-in QR code/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("staff see that the page is a client's own, and no key is asked for", async () => {
    signInClient({ userRole: 'staff' });
    let asked = 0;
    server.use(
      http.post(`${REST}/rpc/my_access_key`, () => {
        asked += 1;
        return HttpResponse.json(accessKey());
      }),
    );
    renderPage();
    expect(await screen.findByText(/This page is a client's own/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Check-in code' })).toBeNull();
    expect(asked).toBe(0);
  });

  it('a virtual client has nothing to unlock here and asks for no key', async () => {
    signInClient({ user: { ...CLIENT, clientType: 'virtual' } });
    let asked = 0;
    server.use(
      http.post(`${REST}/rpc/my_access_key`, () => {
        asked += 1;
        return HttpResponse.json(accessKey());
      }),
    );
    renderPage();
    expect(await screen.findByRole('region', { name: 'Nothing to unlock' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Progress' })).toHaveAttribute('href', '/progression');
    expect(asked).toBe(0);
  });
});

describe('the key kept on the device', () => {
  beforeEach(async () => {
    globalThis.indexedDB = new IDBFactory();
    await closeAccessKeyCache();
  });

  it('belongs to one account, and is deleted at sign-out', async () => {
    await writeCachedAccessKey('account-a', accessKeySchema.parse(accessKey()), 1);
    expect(await readCachedAccessKey('account-b')).toBeNull();
    expect((await readCachedAccessKey('account-a'))?.key.member_number).toBe(1004);
    await deleteSignedOutData();
    expect(await readCachedAccessKey('account-a')).toBeNull();
  });

  it('is deleted by the sign-out itself (the session reset)', async () => {
    await writeCachedAccessKey('account-a', accessKeySchema.parse(accessKey()), 1);
    resetSessionState();
    await waitFor(async () => expect(await readCachedAccessKey('account-a')).toBeNull());
  });

  it('is written when the page reads the key online', async () => {
    signInClient({ user: { ...CLIENT, clientType: 'in-person' } });
    setOnline(true);
    renderPage();
    await waitFor(async () => expect((await readCachedAccessKey(CLIENT_ID))?.key.secret).toBe(SECRET));
  });
});
