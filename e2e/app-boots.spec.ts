import { expect, test } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';

test('the production build loads and reaches its embedded backend', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The preview server answers the Data API. Signed out, the anon role has no privilege on any
  // table (as on a hosted project), so PostgREST refuses the read outright.
  const response = await request.get('/rest/v1/exercises?select=id&limit=1', { headers: { apikey: PUBLISHABLE_KEY } });
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ code: '42501', message: 'permission denied for table exercises' });
});
