import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAs } from './support/session';

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto('/login');
      await page.evaluate(
        (value) => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: value }, version: 0 })),
        theme,
      );
    });

    test('sign-in, registration and reset pages have no serious violations', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Development Access' }).click();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/reset-password');
      await expectNoSeriousA11yViolations(page);
    });

    test('the shell has no serious violations (client, admin with Dev Tools, settings)', async ({ page }) => {
      await signInAs(page, 'client');
      await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
      await page.getByRole('complementary', { name: 'Sidebar' }).hover();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await signInAs(page, 'admin');
      await page.getByRole('button', { name: 'Dev Tools' }).click();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Manage Users' }).click();
      await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('the phone shell has no serious violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoSeriousA11yViolations(page);
});
