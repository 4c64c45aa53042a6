import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { currentCode, provisionKey, writeQrVideo } from './support/access-code';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

// The check-in desk (issue 29) against the real access-check-in function and database. Chromium's
// fake camera plays a video file, written by the test just before the desk opens the camera, of
// the client's current QR code (drawn with qrcode from the key their phone would provision): the
// desk reads it through qr-scanner's real path (its worker here: Linux Chromium has no
// BarcodeDetector). The fake camera opens the file when a page asks for a stream, so one browser
// can be shown a new code per test. Clients are chosen apart from access-client.spec.ts (Ivy).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const CAMERA = path.join(tmpdir(), `liftwise-e2e-${PORT}-desk-camera.y4m`);
writeQrVideo(CAMERA, null);

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA}`,
    ],
  },
});

// Noah (seed.sql) has no credits and no plan; no other spec uses his code.
const NOAH_EMAIL = 'newbie@demo.liftwise.app';
const NOAH_ID = '00000000-0000-4000-8000-000000000015';
const TABLET = { width: 820, height: 1180 };
const answerOf = (page: Page) => page.locator('[data-answer]');

async function openDesk(page: Page) {
  await page.setViewportSize(TABLET);
  await page.goto('/appointments');
  await page.getByRole('link', { name: 'Check-in desk' }).click();
  await expect(page).toHaveURL(/\/appointments\/check-in$/);
}

test('the desk reads a client’s real QR code through the camera and lets them in, once', async ({
  page,
  request,
  baseURL,
}) => {
  const key = await provisionKey(request, baseURL!, ACCOUNTS.jordan.email);
  const { qr } = currentCode(key);
  writeQrVideo(CAMERA, qr);
  await signInAs(page, 'admin');
  const sent = page.waitForRequest((sent) => sent.url().endsWith('/functions/v1/access-check-in'));
  await openDesk(page);
  await page.getByRole('button', { name: 'Kiosk mode' }).click();
  // The desk covers the shell: where the sidebar is, the kiosk is on top.
  await expect
    .poll(() => page.evaluate(() => document.elementFromPoint(20, 600)?.closest('[data-kiosk]') !== null))
    .toBe(true);
  // What the camera read is exactly the code on the client's screen.
  expect((await sent).postDataJSON()).toEqual({ code: qr, method: 'qr' });

  const answer = answerOf(page);
  await expect(answer).toHaveAttribute('data-answer', 'allowed', { timeout: 20_000 });
  await expect(answer).toContainText('Jordan Lee');
  await expect(answer).toContainText(`Member ${key.member_number}`);
  await expect(answer).toContainText('Using their credits');
  await saveScreenshot(page, 'access-desk-allowed-tablet');

  // The code is still in front of the camera: cleared, the desk does not send it again.
  await answer.getByRole('button', { name: 'Next' }).click();
  await expect(answer).toHaveCount(0);
  await page.waitForTimeout(3_000);
  await expect(answer).toHaveCount(0);
});

test('a PIN lets a client in; a revoked code is refused in words and shows in their check-ins', async ({
  page,
  request,
  baseURL,
}) => {
  const casey = await provisionKey(request, baseURL!, ACCOUNTS.client.email);
  const noah = await provisionKey(request, baseURL!, NOAH_EMAIL);
  await signInAs(page, 'admin');
  await openDesk(page);
  await page.getByRole('radio', { name: 'PIN' }).click();
  const pin = page.getByLabel('Member number and code');
  await pin.fill(currentCode(casey).pin);
  await pin.press('Enter');
  const answer = answerOf(page);
  await expect(answer).toHaveAttribute('data-answer', 'allowed');
  await expect(answer).toContainText('Casey Nguyen');
  await answer.getByRole('button', { name: 'Next' }).click();

  // Noah's code is revoked from his profile, with a reason, once confirmed.
  await page.goto(`/clients/profile/${NOAH_ID}`);
  const checkIns = page.getByRole('region', { name: 'Check-ins' });
  await expect(checkIns).toContainText(`Member ${noah.member_number} · code active`);
  await checkIns.getByRole('button', { name: 'Revoke code' }).click();
  const dialog = page.getByRole('dialog', { name: /Revoke .*check-in code\?/ });
  await dialog.getByLabel('Reason').fill('Phone lost');
  await dialog.getByRole('button', { name: 'Revoke code' }).click();
  await expect(dialog).toBeHidden();
  await expect(checkIns).toContainText('code revoked');
  await expect(checkIns).toContainText('(Phone lost)');

  // His phone still shows a code; the desk refuses it as revoked.
  await openDesk(page);
  await page.getByRole('radio', { name: 'PIN' }).click();
  await pin.fill(currentCode(noah).pin);
  await pin.press('Enter');
  await expect(answer).toHaveAttribute('data-answer', 'refused');
  await expect(answer).toContainText('Noah Patel');
  await expect(answer).toContainText('Their check-in code was revoked');
  await saveScreenshot(page, 'access-desk-refused-tablet');
  await answer.getByRole('button', { name: 'Next' }).click();

  await page.goto(`/clients/profile/${NOAH_ID}`);
  await expect(checkIns.getByRole('listitem').first()).toContainText('Refused');
  await expect(checkIns.getByRole('listitem').first()).toContainText('Their check-in code was revoked');
});
