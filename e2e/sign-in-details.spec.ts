import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { signInThroughUi } from './support/session';

// The walk-through's sign-in details (issue 11): optional gender, other country codes, the login
// page remembering the method, and a wrong texted code that says so.
test('a +44 number registers without a gender, signs in, and the login page reopens on Phone', async ({ page }) => {
  const national = `7${String(Date.now()).slice(-9)}`;
  await page.goto('/login');
  // An email remembered from before must not win over the phone used last.
  await page.evaluate((email) => localStorage.setItem('lastLoginEmail', email), ACCOUNTS.client.email);
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Phone' }).click();
  await page.getByLabel('First name').fill('Uma');
  await page.getByLabel('Last name').fill('Kay');
  await page.getByLabel('Phone number').fill(`+44 ${national.slice(0, 4)} ${national.slice(4)}`);
  await expect(page.getByLabel('Phone number')).toHaveValue(`+44${national}`);
  await page.getByLabel('Password').fill('StrongPass123');
  await expect(page.getByLabel('Gender (optional)')).toHaveValue('');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/login');

  await signInThroughUi(page, `0044 ${national}`, { method: 'phone', password: 'StrongPass123' });
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: Record<string, unknown> },
  );
  // No gender given: the spec's login default.
  expect(stored.state).toMatchObject({ userRole: 'client', userGender: 'male' });

  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await expect(page.getByLabel('Phone number')).toHaveValue(`0044 ${national}`);
});

test('a wrong texted code on the reset form shows the provider message and keeps the form', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByRole('radio', { name: 'Phone' }).click();
  await page.getByLabel('Phone number').fill(ACCOUNTS.client.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Token has expired or is invalid');
  await expect(page.getByLabel('Verification code')).toHaveValue('000000');
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
});
