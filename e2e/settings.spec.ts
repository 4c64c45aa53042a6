import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test('the theme is dark by default, switches to light and is remembered', async ({ page }) => {
  await signInAs(page, 'client');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme-storage'))).toContain('"light"');
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('cycle tracking is offered to women and saved', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Cycle tracking' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Cycle tracking' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: 'Cycle tracking' }).click();
  await expect(page.getByRole('switch', { name: 'Cycle tracking' })).toHaveAttribute('aria-checked', 'true');
});

test('cycle tracking is not offered to men', async ({ page }) => {
  await signInAs(page, 'virtual');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Cycle tracking' })).toHaveCount(0);
});

test('profile names are validated, saved and shown', async ({ page }) => {
  await signInAs(page, 'inperson');
  await page.goto('/settings');
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByLabel('First name').fill('<b>Ivy</b>');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  // User text renders as text.
  await expect(page.getByRole('main').getByText('<b>Ivy</b> Brooks')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('<b>Ivy</b>');
  await page.getByLabel('First name').fill('Ivy');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
});
