import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAs } from './support/session';

const CASEY = '00000000-0000-4000-8000-000000000011';
const FULL_BODY_A = '00000000-0000-4000-8000-000000000101';
const THEMES = ['light', 'dark'] as const;

/** Every main screen of each role, checked once per theme (one page load each). */
const SCREENS: Record<'client' | 'trainer' | 'admin', string[]> = {
  client: [
    '/',
    '/workouts',
    `/workouts/${FULL_BODY_A}/details`,
    '/programs',
    '/library/exercises',
    '/history',
    '/progression',
    '/inbox',
    '/settings',
    `/clients/profile/${CASEY}/assessments/bodyscan`,
  ],
  trainer: [
    '/',
    '/clients',
    `/clients/profile/${CASEY}`,
    `/clients/profile/${CASEY}/workouts`,
    `/clients/profile/${CASEY}/assessments/bodyscan`,
    `/clients/profile/${CASEY}/assessments/bloodtest`,
    '/workouts',
    `/workouts/${FULL_BODY_A}/details`,
    // A coach's Start is a preview that saves nothing: the logger's columns, without a session.
    `/workouts/${FULL_BODY_A}/start`,
    `/workouts/${FULL_BODY_A}/edit`,
    '/library/workouts/builder',
    '/programs',
    '/programs/builder',
    '/library/exercises',
    '/inbox',
    '/settings',
  ],
  admin: ['/', '/staff/trainers', '/clients', '/workouts', '/programs', '/library/exercises', '/inbox', '/settings'],
};

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  // signInAs keeps theme-storage when it restores a session.
  await page.goto('/favicon.svg');
  await page.evaluate(
    (value) => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: value }, version: 0 })),
    theme,
  );
}

/** Waits for the page's content: a heading, and no spinner or skeleton left (axe waits for animations). */
async function settle(page: Page) {
  await expect(page.locator('main h1, [role="timer"], main h2').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0, { timeout: 15_000 });
}

for (const role of ['client', 'trainer', 'admin'] as const) {
  for (const theme of THEMES) {
    test(`every main screen of a ${role} has no serious violations (${theme})`, async ({ page }) => {
      test.setTimeout(180_000);
      await useTheme(page, theme);
      await signInAs(page, role);
      for (const path of SCREENS[role]) {
        await test.step(path, async () => {
          await page.goto(path);
          await settle(page);
          await expect(page.locator('html')).toHaveClass(
            new RegExp(theme === 'dark' ? '\\bdark\\b' : '^(?!.*\\bdark\\b)'),
          );
          await expectNoSeriousA11yViolations(page, path);
        });
      }
    });
  }
}

for (const theme of THEMES) {
  test(`sign-in, registration and reset pages have no serious violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Development Access' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/reset-password');
    await expectNoSeriousA11yViolations(page);
  });

  test(`the open shell has no serious violations: sidebar, Dev Tools, Manage Users (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await signInAs(page, 'client');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await page.getByRole('complementary', { name: 'Sidebar' }).hover();
    await expectNoSeriousA11yViolations(page);
    await signInAs(page, 'admin');
    await page.getByRole('button', { name: 'Dev Tools' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Manage Users' }).click();
    await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the phone shell has no serious violations (client, trainer with cards and menu)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoSeriousA11yViolations(page);
  await signInAs(page, 'trainer');
  await page.goto('/clients');
  await expect(page.getByRole('list', { name: 'Clients', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/clients on a phone');
});
