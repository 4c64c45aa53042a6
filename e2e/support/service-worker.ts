import { expect, type Page } from '@playwright/test';

/**
 * The service worker must control the page before the network goes, or a reload has no shell. The
 * app sees to it (src/lib/service-worker.ts): a page loaded while the worker was still activating
 * asks it for control, so this only waits; it never reloads to work around a page left uncontrolled.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => isControlled(page), {
      message: 'the service worker controls the page',
      timeout: 15_000,
    })
    .toBe(true);
}

/** Whether a service worker controls the page now. */
export const isControlled = (page: Page): Promise<boolean> =>
  page.evaluate(() => navigator.serviceWorker.controller !== null);
