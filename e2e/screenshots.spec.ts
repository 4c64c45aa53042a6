import { expect, test } from '@playwright/test';
import { saveScreenshot, SCREENSHOTS_TAG } from './support/screenshots';
import { signInAs } from './support/session';
import type { AccountName } from './support/accounts';

// Each role's first screen at desktop and phone size, in both themes, for people to look at.
const ROLES: Array<{ account: AccountName; heading: string }> = [
  { account: 'client', heading: 'Today' },
  { account: 'virtual', heading: 'Today' },
  { account: 'trainer', heading: 'Coach dashboard' },
  { account: 'admin', heading: 'Coach dashboard' },
];
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

test('first screens of every role', { tag: SCREENSHOTS_TAG }, async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await saveScreenshot(page, 'login-dark-desktop');
  await page.setViewportSize(SIZES[1].viewport);
  await saveScreenshot(page, 'login-dark-phone');
  for (const theme of ['dark', 'light'] as const) {
    for (const { account, heading } of ROLES) {
      for (const size of SIZES) {
        await page.setViewportSize(size.viewport);
        await signInAs(page, account);
        await page.evaluate(
          (value) => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: value }, version: 0 })),
          theme,
        );
        await page.reload();
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await page.waitForTimeout(250); // let the page fade finish
        await saveScreenshot(page, `${account}-${theme}-${size.name}`);
      }
    }
  }
  await page.setViewportSize(SIZES[0].viewport);
  await signInAs(page, 'admin');
  await page.getByRole('complementary', { name: 'Sidebar' }).hover();
  await page.getByRole('button', { name: 'Library' }).click();
  await page.getByRole('button', { name: 'Workouts' }).click();
  await page.getByRole('button', { name: 'Dev Tools' }).click();
  await saveScreenshot(page, 'admin-light-desktop-expanded');
  await page.setViewportSize(SIZES[1].viewport);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await saveScreenshot(page, 'admin-light-phone-menu');
  await page.getByRole('button', { name: 'Close menu' }).first().click();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await saveScreenshot(page, 'settings-light-phone', { fullPage: true });
  await page.getByRole('complementary', { name: 'Sidebar' }).or(page.getByRole('banner')).first().waitFor();
  await page.getByRole('link', { name: /^Settings for/ }).waitFor();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await saveScreenshot(page, 'register-dark-phone', { fullPage: true });
});
