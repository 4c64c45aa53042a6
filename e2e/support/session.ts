import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, type AccountName } from './accounts';

/** Signs in through the login form with an email or a phone number. */
export async function signInThroughUi(
  page: Page,
  identifier: string,
  options: { method?: 'email' | 'phone'; password?: string } = {},
) {
  await page.goto('/login');
  const method = options.method ?? (identifier.includes('@') ? 'email' : 'phone');
  await page.getByRole('radio', { name: method === 'email' ? 'Email' : 'Phone' }).click();
  await page.getByLabel(method === 'email' ? 'Email' : 'Phone number').fill(identifier);
  await page.getByLabel('Password').fill(options.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

type StoredState = Array<[string, string]>;
const cache = new Map<AccountName, StoredState>();

/**
 * Signs in once per account and worker through the UI, then reuses that browser storage (the
 * Supabase session and auth-storage) so most tests start signed in without repeating the form.
 * Tests that sign out use signInThroughUi instead: signing out ends the cached session.
 */
export async function signInAs(page: Page, account: AccountName): Promise<void> {
  const cached = cache.get(account);
  // Set storage on a static file of the same origin, so no running app can write over it.
  await page.goto('/favicon.svg');
  await page.evaluate((entries) => {
    const theme = localStorage.getItem('theme-storage');
    localStorage.clear();
    if (theme) localStorage.setItem('theme-storage', theme);
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, cached ?? []);
  if (cached) {
    await page.goto('/');
    await page
      .getByRole('banner')
      .or(page.getByRole('heading', { name: 'Welcome back' }))
      .first()
      .waitFor();
    if (await page.getByRole('banner').isVisible()) return;
    cache.delete(account); // the stored session was ended (e.g. by a sign-out test): sign in again
  }
  await signInThroughUi(page, ACCOUNTS[account].email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('sb-') || key === 'auth-storage'),
  );
  cache.set(account, stored);
}

/** The access token of the signed-in page, for calling the backend as that person. */
export async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('sb-liftwise-auth-token');
    return raw ? (JSON.parse(raw) as { access_token: string }).access_token : '';
  });
}
