import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAs } from './support/session';

const CASEY = '00000000-0000-4000-8000-000000000011';

/** Calls the Data API as the signed-in person (their session from the page's storage), as the app does. */
async function apiAsPage(page: Page, path: string, body?: Record<string, unknown>) {
  return page.evaluate(
    async ({ path, body, key }) => {
      const stored = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
      const token = (JSON.parse(localStorage.getItem(stored ?? '') ?? '{}') as { access_token?: string }).access_token;
      const response = await fetch(`/rest/v1/${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { apikey: key, authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, body, key: PUBLISHABLE_KEY },
  );
}

test('the admin reads the analytics on a desktop: an empty range, then credits sold and not used, exported as CSV', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');

  await page.goto('/payments/analytics?from=2020-01-01&to=2020-01-31&bucket=month');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing to show for these dates' })).toBeVisible();

  await page.getByRole('button', { name: 'Last 12 months' }).click();
  await expect(page).toHaveURL(/bucket=month/);
  const liability = page.getByRole('region', { name: 'Credit liability', exact: true });
  const creditsCell = liability.getByRole('row').nth(1).getByRole('cell').first();
  const before = Number((await creditsCell.textContent())?.replace(/\D/g, ''));

  // Five credits given to Casey by staff: held (worth nothing: no order), and Casey has not come in.
  const categories = await apiAsPage(page, 'credit_categories?select=id&order=name&limit=1');
  const [category] = categories.body as Array<{ id: string }>;
  const adjusted = await apiAsPage(page, 'rpc/adjust_credits', {
    p_client_id: CASEY,
    p_category_id: category?.id,
    p_delta: 5,
    p_note: 'Analytics end-to-end check',
  });
  expect(adjusted.status).toBe(200);
  await page.reload();
  await expect(creditsCell).toHaveText((before + 5).toLocaleString('en-US'));
  const atRisk = page.getByRole('region', { name: 'Clients at risk', exact: true });
  await expect(atRisk.getByRole('link', { name: /Casey/ })).toHaveAttribute('href', `/clients/profile/${CASEY}`);
  await expectNoSeriousA11yViolations(page, '/payments/analytics');

  const download = page.waitForEvent('download');
  await atRisk.getByRole('button', { name: 'Export Clients at risk as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-clients-at-risk-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(text.split('\r\n')[0]).toBe('Client,Last visit,Member,Credits');
  expect(text).toMatch(/Casey [^,]*,,No,\d+\r\n/);
});

test('a trainer opening the analytics address is told it is for admins', async ({ page }) => {
  await signInAs(page, 'trainer');
  await page.goto('/payments/analytics');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
});
