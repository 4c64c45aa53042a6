import { expect, test } from '@playwright/test';
import { EXPECTED_MENUS, readMenu, topLevelLabels } from './support/nav';
import { signInAs } from './support/session';

const ROLES = [
  { account: 'client', menu: 'client' },
  { account: 'trainer', menu: 'staff' },
  { account: 'admin', menu: 'admin' },
] as const;

for (const { account, menu } of ROLES) {
  test(`the ${menu} menu is exactly the spec's, nested menus included`, async ({ page }) => {
    await signInAs(page, account);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const nav = sidebar.getByRole('navigation', { name: 'Main' });
    expect(await topLevelLabels(nav)).toEqual(EXPECTED_MENUS[menu].top);
    await sidebar.hover();
    expect(await readMenu(nav)).toEqual(EXPECTED_MENUS[menu].links);
  });
}

test('the desktop sidebar is 64 px and expands to 256 px on hover, with Sign out', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'trainer');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  expect((await sidebar.boundingBox())?.width).toBe(64);
  await expect(page.getByRole('banner')).toHaveCSS('height', '64px');
  await sidebar.hover();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await expect(sidebar.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.mouse.move(900, 400);
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  // No bottom bar or menu toggle on a desktop.
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
});

// Every menu target has its own screen now (the last "coming soon" ones, automation, were built in
// issue 31): the admin's Automation · Autoflow opens inside the shell, and nothing says "coming soon".
test('a menu target in a group opens its own screen inside the shell', async ({ page }) => {
  await signInAs(page, 'admin');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.hover();
  await sidebar.getByRole('button', { name: 'Automation' }).click();
  await sidebar.getByRole('link', { name: 'Autoflow' }).click();
  await expect(page).toHaveURL('/automation/autoflow');
  await expect(page.getByRole('heading', { level: 1, name: 'Autoflow' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await page.getByRole('link', { name: 'Liftwise home' }).click();
  await expect(page.getByRole('heading', { name: 'Coach dashboard' })).toBeVisible();
});

test('the sidebar opens with the keyboard and its links are reachable', async ({ page }) => {
  await signInAs(page, 'client');
  await page.getByRole('link', { name: 'Liftwise home' }).focus();
  await page.keyboard.press('Tab'); // AI trainer
  await expect(page.getByRole('button', { name: 'AI Trainer' })).toBeFocused();
  await page.keyboard.press('Tab'); // notifications
  await expect(page.getByTestId('notification-bell')).toBeFocused();
  await page.keyboard.press('Tab'); // theme
  await page.keyboard.press('Tab'); // settings avatar
  await page.keyboard.press('Tab'); // first sidebar link
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Workouts', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/workouts');
});

test('the workout logger hides the header', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/workouts/abc/start');
  await expect(page.getByRole('heading', { name: 'Workout not found', exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});
