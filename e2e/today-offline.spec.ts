import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';
import { waitForServiceWorker } from './support/service-worker';
import { signInAs } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Casey's active program, as today's card names it.
// "Week N of M" since programs vary by week (issue 33).
const PROGRAM_LINE = /Strength Foundations · (Week \d+ of \d+ · )?\d+ exercises/;

/** The accounts whose Today is kept on this device (storage/today-cache.ts). */
const keptFor = (page: Page) =>
  page.evaluate(() =>
    // Opening a database that does not exist yet would create it empty, before the app could.
    indexedDB.databases().then(
      (databases) =>
        new Promise<string[]>((resolve) => {
          if (!databases.some((db) => db.name === 'liftwise-today-cache')) return resolve([]);
          const open = indexedDB.open('liftwise-today-cache');
          open.onerror = () => resolve([]);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('snapshots')) return resolve([]);
            const keys = db.transaction('snapshots').objectStore('snapshots').getAllKeys();
            keys.onsuccess = () => resolve(keys.result.map(String));
            keys.onerror = () => resolve([]);
          };
        }),
    ),
  );

test('Today opens from the device with no signal, and what the server says replaces it', async ({ page, context }) => {
  await signInAs(page, 'client');
  await expect(page.getByText(PROGRAM_LINE)).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(() => keptFor(page)).toEqual(['00000000-0000-4000-8000-000000000011']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByText(PROGRAM_LINE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Full Body A' })).toBeVisible();
  await expect(page.getByText("Unable to load today's workout. Please try again.")).toHaveCount(0);
  await saveScreenshot(page, 'today-offline-phone');

  // Back online, a reload is answered by the server again (the copy never blocks it).
  await context.setOffline(false);
  const planRead = page.waitForResponse((response) => response.url().includes('/rest/v1/programs?'));
  await page.reload();
  expect((await planRead).ok()).toBe(true);
  await expect(page.getByText(PROGRAM_LINE)).toBeVisible();
});
