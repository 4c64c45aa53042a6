import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * Screenshots are for people to look at, not pass/fail checks, so the gating run skips them:
 * `npm run test:screenshots` sets E2E_SCREENSHOTS and writes them to e2e/artifacts/.
 */
export const TAKE_SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/** Tag for tests that only take screenshots; the gating run leaves them out. */
export const SCREENSHOTS_TAG = '@screenshots';

export async function saveScreenshot(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, ...options });
}
