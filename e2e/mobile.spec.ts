import { expect, test } from '@playwright/test';
import { EXPECTED_MENUS, readMenu } from './support/nav';
import { signInAs } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function bottomBarLabels(page: import('@playwright/test').Page) {
  // The signed-in shell is its own chunk: wait for the bar to be drawn before reading it.
  const items = page.getByRole('navigation', { name: 'Quick links' }).locator('li');
  await expect(items.first()).toBeVisible();
  return items.allInnerTexts();
}

test('a client on a phone gets the bottom bar with Unlock and no sidebar', async ({ page }) => {
  await signInAs(page, 'client');
  expect(await bottomBarLabels(page)).toEqual(['Home', 'Messages', 'AI', 'Settings', 'Unlock']);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Unlock' }).click();
  await expect(page).toHaveURL('/access');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'AI' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Trainer' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Trainer' })).toHaveCount(0);
});

test('a virtual client gets Progress instead of Unlock', async ({ page }) => {
  await signInAs(page, 'virtual');
  expect(await bottomBarLabels(page)).toEqual(['Home', 'Messages', 'AI', 'Settings', 'Progress']);
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Progress' }).click();
  await expect(page).toHaveURL('/progression');
});

test('a workout details page swaps the bottom bar for Home, Workouts, Start, Edit, Settings', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/workouts/w-1/details');
  expect(await bottomBarLabels(page)).toEqual(['Home', 'Workouts', 'Start', 'Edit', 'Settings']);
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL('/workouts/w-1/start');
  // The logger is full-bleed: no header, no bottom bar.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
});

test("the menu is an overlay with the role's full navigation", async ({ page }) => {
  await signInAs(page, 'trainer');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(await readMenu(menu.getByRole('navigation', { name: 'Main' }))).toEqual(EXPECTED_MENUS.staff.links);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL('/clients');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
});

test('a phone in landscape (below 1024 px) keeps the mobile layout', async ({ page }) => {
  await signInAs(page, 'client');
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  await page.setViewportSize({ width: 1100, height: 700 });
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
});
