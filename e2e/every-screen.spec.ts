import { expect, test, type Page } from '@playwright/test';
import type { AccountName } from './support/accounts';
import { EXPECTED_MENUS } from './support/nav';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

// A newcomer's walk through every screen of their menu, on a phone: each menu target (and the
// client's own screens beyond the menu) opens inside the shell with its heading, with no error
// screen, no error in the console and no sideways scroll.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const CLIENT_EXTRAS = ['/', '/appointments', '/on-demand', '/access', '/settings', '/payments'];

const WALKS: { account: AccountName; paths: string[] }[] = [
  { account: 'client', paths: [...CLIENT_EXTRAS, ...pathsOf('client')] },
  { account: 'inperson', paths: ['/', '/appointments', '/access'] },
  { account: 'trainer', paths: [...pathsOf('staff'), '/settings'] },
  { account: 'admin', paths: pathsOf('admin') },
];

function pathsOf(menu: keyof typeof EXPECTED_MENUS): string[] {
  return [...new Set(EXPECTED_MENUS[menu].links.map((link) => link.split(' → ')[1] ?? '/'))];
}

/** Console errors a screen caused, without the ones this environment makes on purpose. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Demo exercise images live on GitHub, which the test browser is told not to reach.
    if (/ERR_NAME_NOT_RESOLVED|raw\.githubusercontent\.com/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { account, paths } of WALKS) {
  test(`every screen of the ${account}'s menu opens on a phone`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 8_000);
    const errors = watchConsole(page);
    await signInAs(page, account);
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Loaded: no spinner still saying "Loading …".
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 10_000 });
        await expect(page.getByText('Something went wrong')).toHaveCount(0);
        await expect(page.getByText(/coming soon/i)).toHaveCount(0);
        const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
        expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
        expect(errors, `console errors on ${path}`).toEqual([]);
        await saveScreenshot(page, `walk-${account}${path.replaceAll('/', '-') || '-home'}`, { fullPage: true });
      });
    }
  });
}
