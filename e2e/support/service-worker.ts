import { expect, type Page } from '@playwright/test';

/** The service worker must control the page before the network goes, or a reload has no shell. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const controlled = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return true;
    return Promise.race([
      new Promise<boolean>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }),
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
  });
  if (!controlled) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
