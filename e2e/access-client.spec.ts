import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';
import { waitForServiceWorker } from './support/service-worker';

// Issue 29, the client's side: Ivy (in-person, 20 seeded credits of each category) opens Unlock on a
// phone, loses the signal, still shows a code that changes every 30 s, and the code on her screen is
// accepted by the server when staff (a second browser) send it as a typed PIN.
test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

/** The PIN on screen, digits only (the page shows it grouped: "1004 381 920"). */
async function shownPin(page: Page): Promise<string> {
  const pin = page.getByTestId('check-in-pin');
  await expect(pin).toHaveAttribute('data-pin', /^\d{10,13}$/);
  const digits = (await pin.textContent())!.replace(/\s/g, '');
  expect(digits).toBe(await pin.getAttribute('data-pin'));
  return digits;
}

test('an in-person client shows a check-in code offline that changes, and the desk accepts it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'inperson');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Unlock' }).click();
  await expect(page).toHaveURL('/access');
  await expect(page.getByRole('heading', { name: 'Unlock' })).toBeVisible();
  const codeCard = page.getByRole('region', { name: 'Check-in code' });
  await expect(codeCard.getByRole('img', { name: /^Check-in QR code for member \d+$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your access' }).getByText('Your credits let you in.')).toBeVisible();
  await shownPin(page);
  // Once the worker controls the page, a reload fetches the page's chunks (qrcode's too) through it,
  // so they are on the device for the reload with no signal below.
  await waitForServiceWorker(page);
  await page.reload();
  await expect(codeCard.getByRole('img', { name: /^Check-in QR code for member \d+$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Unlock');
  await saveScreenshot(page, 'access-client-online', { fullPage: true });

  // No signal, and the page opened again from the device: the code is made there.
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByText('You are offline. Your check-in code still works: it is made on this device.'),
  ).toBeVisible();
  await expect(codeCard.getByRole('img', { name: /^Check-in QR code for member \d+$/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your access' }).getByText(/^You are offline\. What your plan includes shows/),
  ).toBeVisible();
  const first = await shownPin(page);
  await saveScreenshot(page, 'access-client-offline', { fullPage: true });
  // The next 30-s step brings a new code, still offline.
  await expect.poll(() => shownPin(page), { timeout: 35_000, intervals: [1000] }).not.toBe(first);
  const current = await shownPin(page);

  await page.getByRole('button', { name: 'Brighten' }).click();
  const bright = page.getByRole('dialog', { name: 'Check-in code, full screen' });
  await expect(bright.getByRole('img', { name: /^Check-in QR code/ })).toBeVisible();
  await saveScreenshot(page, 'access-client-brighten');
  await page.keyboard.press('Escape');
  await expect(bright).toHaveCount(0);

  // Staff, in a browser of their own, send the PIN read from Ivy's screen.
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await signInAs(deskPage, 'admin');
  const token = await accessTokenOf(deskPage);
  const answer = await deskPage.request.post('/rest/v1/rpc/check_in', {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
    data: { p_code: current, p_method: 'pin' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const result = (await answer.json()) as { result: string; reason: string; client: { first_name: string } | null };
  expect(result).toMatchObject({ result: 'allowed', reason: 'ok', client: { first_name: 'Ivy' } });
  await desk.close();

  // Back online, her history shows the visit.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Check-in history' }).getByText(/^PIN/).first()).toBeVisible();
  await saveScreenshot(page, 'access-client-history', { fullPage: true });
});

test('a virtual client has no Unlock item, and /access has nothing to unlock', async ({ page }) => {
  await signInAs(page, 'virtual');
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bar.getByRole('link', { name: 'Progress' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Unlock' })).toHaveCount(0);
  await page.goto('/access');
  await expect(page.getByRole('region', { name: 'Nothing to unlock' })).toBeVisible();
  await expect(page.getByTestId('check-in-pin')).toHaveCount(0);
  await saveScreenshot(page, 'access-client-virtual');
});
