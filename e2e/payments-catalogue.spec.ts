import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';

// Issue 28, the admin's catalogue: a credit category, a service's price, a pack, a plan and a code,
// on desktop, then each page on a 360 px phone. Specs share a backend, so every record carries this
// run's mark, is found by it, and is archived at the end; the demo catalogue is never changed.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };
const RUN = Date.now().toString(36).slice(-6).toUpperCase();
const names = {
  service: `E2E priced ${RUN}`,
  category: `E2E credits ${RUN}`,
  pack: `E2E pack ${RUN}`,
  plan: `E2E plan ${RUN}`,
  code: `E2E${RUN}`,
};

async function rest(page: Page, method: 'POST' | 'PATCH', path: string, body: unknown) {
  const token = await accessTokenOf(page);
  const response = await page.request.fetch(`/rest/v1/${path}`, {
    method,
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Archives a record of this run and waits until it has left the active list. */
async function archive(page: Page, name: string, list: string) {
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  await expect(page.getByRole('list', { name: list }).getByText(name, { exact: true })).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an admin creates a category, prices a service, and creates a pack, a plan and a code', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin');
  const serviceId = crypto.randomUUID();
  await rest(page, 'POST', 'services', {
    id: serviceId,
    name: names.service,
    description: '',
    duration_minutes: 30,
    capacity: 1,
    colour: '#2563eb',
  });

  // A category, created with the keyboard only: the dialog opens on Enter and saves on Enter.
  await page.goto('/services/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New category' }).focus();
  await page.keyboard.press('Enter');
  const categoryDialog = page.getByRole('dialog', { name: 'New credit category' });
  // The dialog opens on its Close button (every dialog of the app); the name is the next stop.
  await expect(categoryDialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(categoryDialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(names.category);
  await page.keyboard.press('Enter');
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Credit categories' })).toContainText(names.category);

  // The new service is free until priced; then its drop-in price and its accepted credits show.
  const prices = page.getByRole('list', { name: 'Service prices' });
  const card = prices.getByRole('listitem').filter({ hasText: names.service });
  await expect(card).toContainText('Free: booking it costs nothing.');
  await card.getByRole('button', { name: `Set price of ${names.service}` }).click();
  const priceDialog = page.getByRole('dialog', { name: `Price of ${names.service}` });
  await priceDialog.getByLabel('Drop-in price (GBP)').fill('12.50');
  await priceDialog.getByLabel(names.category).check();
  await priceDialog.getByRole('button', { name: 'Save price' }).click();
  await expect(priceDialog).toBeHidden();
  await expect(card).toContainText('£12.50');
  await expect(card).toContainText(`${names.category} credits`);
  await saveScreenshot(page, 'payments-pricing-desktop', { fullPage: true });

  // A pack of the new category's credits.
  await page.goto('/payments/packages');
  await page.getByRole('button', { name: 'New pack' }).first().click();
  const packDialog = page.getByRole('dialog', { name: 'New pack' });
  await packDialog.getByLabel('Name').fill(names.pack);
  await packDialog.getByLabel('Credit category').selectOption({ label: names.category });
  await packDialog.getByLabel('Credits', { exact: true }).fill('5');
  await packDialog.getByLabel('Price (GBP)').fill('60');
  await packDialog.getByRole('button', { name: 'Create pack' }).click();
  await expect(packDialog).toBeHidden();
  const pack = page.getByRole('list', { name: 'Active packs' }).getByRole('listitem').filter({ hasText: names.pack });
  await expect(pack).toContainText('£60.00');
  await expect(pack).toContainText(`5 credits · ${names.category}`);
  await expect(pack).toContainText('Valid 90 days from purchase');
  await saveScreenshot(page, 'payments-packages-desktop', { fullPage: true });

  // A monthly plan with 4 credits a month (studio access is on by default).
  await page.goto('/payments/memberships');
  await page.getByRole('button', { name: 'New plan' }).first().click();
  const planDialog = page.getByRole('dialog', { name: 'New membership plan' });
  await planDialog.getByLabel('Name').fill(names.plan);
  await planDialog.getByLabel('Price (GBP)').fill('49');
  await planDialog.getByLabel('Sessions it pays for (credit category)').selectOption({ label: names.category });
  await planDialog.getByRole('radio', { name: 'A number of credits' }).click();
  await planDialog.getByLabel('Credits each month').fill('4');
  await expect(planDialog.getByRole('switch', { name: 'Studio access' })).toHaveAttribute('aria-checked', 'true');
  await planDialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(planDialog).toBeHidden();
  const plan = page.getByRole('list', { name: 'Active plans' }).getByRole('listitem').filter({ hasText: names.plan });
  await expect(plan).toContainText('£49.00 a month');
  await expect(plan).toContainText(`4 ${names.category} credits a month`);
  await expect(plan).toContainText('Studio access');
  await saveScreenshot(page, 'payments-memberships-desktop', { fullPage: true });

  // A code for the new pack only, typed in lower case: saved and shown upper-case.
  await page.goto('/payments/discounts');
  await page.getByRole('button', { name: 'New code' }).first().click();
  const codeDialog = page.getByRole('dialog', { name: 'New discount code' });
  await codeDialog.getByLabel('Code').fill(names.code.toLowerCase());
  await codeDialog.getByLabel('Percent off').fill('15');
  await codeDialog.getByRole('radio', { name: 'Chosen ones' }).click();
  await codeDialog.getByLabel(`Pack: ${names.pack}`).check();
  await codeDialog.getByLabel('Uses in total (optional)').fill('20');
  await codeDialog.getByRole('button', { name: 'Create code' }).click();
  await expect(codeDialog).toBeHidden();
  const code = page.getByRole('list', { name: 'Active codes' }).getByRole('listitem').filter({ hasText: names.code });
  await expect(code).toContainText('15% off');
  await expect(code).toContainText(names.pack);
  await expect(code).toContainText('0 of 20 used');
  // The same code again, in another case, is refused in words and the dialog keeps it.
  await page.getByRole('button', { name: 'New code' }).first().click();
  await codeDialog.getByLabel('Code').fill(names.code.toLowerCase());
  await codeDialog.getByRole('button', { name: 'Create code' }).click();
  await expect(codeDialog.getByText(`There is already a code ${names.code}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(codeDialog).toBeHidden();
  await saveScreenshot(page, 'payments-discounts-desktop', { fullPage: true });

  // Each page on a 360 px phone: nothing scrolls sideways, and axe finds nothing serious.
  await page.setViewportSize(PHONE);
  for (const [path, shot] of [
    ['/services/pricing', 'payments-pricing-phone'],
    ['/payments/packages', 'payments-packages-phone'],
    ['/payments/memberships', 'payments-memberships-phone'],
    ['/payments/discounts', 'payments-discounts-phone'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('list').filter({ hasText: RUN }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, path);
    await saveScreenshot(page, shot, { fullPage: true });
  }
  await page.getByRole('button', { name: 'New code' }).first().click();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'the new code dialog');
  await saveScreenshot(page, 'payments-discount-dialog-phone');
  await page.keyboard.press('Escape');

  // Clean up: this run's records are archived (the catalogue keeps history; nothing is deleted).
  await page.setViewportSize(DESKTOP);
  await archive(page, names.code, 'Active codes');
  await page.goto('/payments/memberships');
  await archive(page, names.plan, 'Active plans');
  await page.goto('/payments/packages');
  await archive(page, names.pack, 'Active packs');
  await page.goto('/services/pricing');
  await page.getByRole('button', { name: `Archive ${names.category}` }).click();
  await expect(page.getByRole('list', { name: 'Credit categories' })).not.toContainText(names.category);
  await rest(page, 'PATCH', `services?id=eq.${serviceId}`, { is_archived: true });
});
