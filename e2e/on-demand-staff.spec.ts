import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';

// Issue 30, the staff side of On demand: an admin adds a link resource, builds a resource list with
// it, grants the list to virtual clients, sees who will see it, and publishes. Then, through the
// Data API as each client, the virtual client (Victor) reads the resource and the in-person client
// (Ivy) does not. Everything carries this run's mark and is deleted at the end.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };
const RUN = Date.now().toString(36).slice(-6).toUpperCase();
const RESOURCE = `E2E hips ${RUN}`;
const LIST = `E2E mobility ${RUN}`;

async function visibleTitles(page: Page): Promise<string[]> {
  const token = await accessTokenOf(page);
  const response = await page.request.get(
    `/rest/v1/on_demand_resources?select=title&title=eq.${encodeURIComponent(RESOURCE)}`,
    {
      headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { title: string }[]).map((row) => row.title);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an admin adds a link, builds a list, grants it to a client type and publishes it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin');

  await page.goto('/on-demand/resources');
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'New resource' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(RESOURCE);
  await dialog.getByRole('textbox', { name: 'Link' }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(dialog.getByText('YouTube video (plays embedded)')).toBeVisible();
  await page.getByRole('button', { name: 'Add resource' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Publish ${RESOURCE}` }).click();
  await expect(page.getByRole('button', { name: `Unpublish ${RESOURCE}` })).toBeVisible();

  await page.goto('/on-demand/resource-list');
  await page.getByRole('button', { name: 'New resource list' }).first().click();
  await page.getByRole('dialog', { name: 'New resource list' }).getByRole('textbox', { name: 'Title' }).fill(LIST);
  await page.getByRole('button', { name: 'Create resource list' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LIST }) });
  await card.getByRole('combobox', { name: `Add to ${LIST}` }).selectOption({ label: RESOURCE });
  await expect(card.getByRole('list', { name: `Items of ${LIST}` })).toContainText(RESOURCE);
  await card.getByRole('combobox', { name: 'Grant to' }).selectOption('client_type');
  await card.getByRole('combobox', { name: 'Which' }).selectOption('virtual');
  await card.getByRole('button', { name: 'Add grant' }).click();
  await expect(card.getByRole('list', { name: `Who can see ${LIST}` })).toContainText('Virtual clients');

  await card.getByRole('button', { name: `Publish ${LIST}` }).click();
  const confirm = page.getByRole('dialog', { name: `Publish “${LIST}”?` });
  await expect(confirm.getByRole('list', { name: 'Who will see it' })).toHaveText('Virtual clients');
  await saveScreenshot(page, 'on-demand-publish-dialog');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'on-demand-resource-list-desktop');

  // Through the Data API, as each client: only the virtual client reads the resource.
  for (const [account, expected] of [
    ['virtual', [RESOURCE]],
    ['inperson', []],
  ] as const) {
    const context = await browser.newContext();
    const clientPage = await context.newPage();
    await signInAs(clientPage, account);
    expect(await visibleTitles(clientPage)).toEqual(expected);
    await context.close();
  }

  // The page on a phone: no sideways scrolling.
  await page.setViewportSize(PHONE);
  await expect(card.getByRole('heading', { name: LIST })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'on-demand-resource-list-phone', { fullPage: true });

  // Clean up: the list, then the resource (the app asks first).
  await card.getByRole('button', { name: `Delete ${LIST}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${LIST}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: LIST })).toHaveCount(0);
  await page.goto('/on-demand/resources');
  await page.getByRole('button', { name: `Delete ${RESOURCE}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${RESOURCE}”?` })
    .getByRole('button', { name: 'Delete resource' })
    .click();
  await expect(page.getByRole('heading', { name: RESOURCE })).toHaveCount(0);
});
