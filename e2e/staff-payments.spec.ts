import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAs } from './support/session';
import { saveScreenshot } from './support/screenshots';

// The front desk's side of a client's money on the client profile: Taylor, at a desk, sees Casey's
// credits and history, adds credits with a note and is refused taking more than Casey has; no
// refund for a trainer. The admin, on a phone, does the same from the keyboard with nothing pushed
// sideways.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };
const CASEY = '00000000-0000-4000-8000-000000000011';
const IVY = '00000000-0000-4000-8000-000000000013';

test("a trainer adjusts a client's credits with a note and sees the database refuse too many", async ({ page }) => {
  test.setTimeout(90_000);
  const note = `Goodwill (${Date.now()})`;
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  await page.goto(`/clients/profile/${CASEY}`);
  const money = page.getByRole('region', { name: 'Credits and payments' });
  await expect(money.getByText('Dates in Europe/London')).toBeVisible();
  const credits = money.getByRole('list', { name: 'Credits left' });
  await expect(credits).toContainText('1:1 PT');
  const before = Number(
    (await credits.getByRole('listitem').filter({ hasText: '1:1 PT' }).innerText()).match(/(\d+) credits/)![1],
  );
  // The demo credits were given by the admin, whose name a trainer does not read.
  const history = money.getByRole('list', { name: 'Credit history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Welcome credits (demo data)' }).first()).toContainText(
    'Staff',
  );
  await expect(money.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

  await money.getByRole('button', { name: 'Adjust credits' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adjust credits' });
  await dialog.getByLabel('Category').selectOption({ label: '1:1 PT' });
  await dialog.getByLabel('Credits to add').fill('2');
  await dialog.getByLabel('Note (shown in the history)').fill(note);
  await dialog.getByRole('button', { name: 'Add credits' }).click();
  await expect(money.getByRole('status')).toHaveText(`Added 2 credits in 1:1 PT. New balance: ${before + 2}.`);
  await expect(credits).toContainText(`${before + 2} credits`);
  const row = history.getByRole('listitem').first();
  await expect(row).toContainText('Added by staff');
  await expect(row).toContainText('You');
  await expect(row).toContainText(note);
  await expect(row).toContainText('+2');

  await money.getByRole('button', { name: 'Adjust credits' }).click();
  dialog = page.getByRole('dialog', { name: 'Adjust credits' });
  await dialog.getByRole('radio', { name: 'Remove' }).click();
  await dialog.getByLabel('Category').selectOption({ label: '1:1 PT' });
  await dialog.getByLabel('Credits to remove').fill('999');
  await dialog.getByLabel('Note (shown in the history)').fill('Too many');
  await dialog.getByRole('button', { name: 'Remove credits' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The client has fewer credits than that in this category');
  await expect(dialog.getByLabel('Credits to remove')).toHaveValue('999');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(credits).toContainText(`${before + 2} credits`);
  await saveScreenshot(page, 'staff-payments-desktop', { fullPage: true });
});

test('an admin on a phone adjusts credits from the keyboard, with nothing pushed sideways', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signInAs(page, 'admin');
  await page.goto(`/clients/profile/${IVY}`);
  const money = page.getByRole('region', { name: 'Credits and payments' });
  await expect(money.getByRole('list', { name: 'Credits left' })).toContainText('Group class');
  await expect(money.getByText('No orders yet.')).toBeVisible();
  // The admin reads their own name on the demo credits they gave.
  await expect(money.getByRole('list', { name: 'Credit history' }).getByRole('listitem').first()).toContainText('You');

  await money.getByRole('button', { name: 'Adjust credits' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Adjust credits' });
  await dialog.getByLabel('Category').selectOption({ label: 'Group class' });
  await dialog.getByLabel('Credits to add').fill('1');
  await dialog.getByLabel('Note (shown in the history)').fill('Brought a friend');
  await dialog.getByLabel('Credits to add').press('Enter');
  await expect(money.getByRole('status')).toContainText('Added 1 credit in Group class.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(page, 'staff-payments-phone', { fullPage: true });
});
