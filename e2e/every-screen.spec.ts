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

const CLIENT_EXTRAS = [
  '/',
  '/appointments',
  '/appointments/book',
  '/on-demand',
  '/access',
  '/settings',
  '/settings/membership',
];
const CASEY = '00000000-0000-4000-8000-000000000011';

const WALKS: { account: AccountName; paths: string[] }[] = [
  { account: 'client', paths: [...CLIENT_EXTRAS, ...pathsOf('client')] },
  { account: 'inperson', paths: ['/', '/appointments', '/access'] },
  {
    account: 'trainer',
    paths: [...pathsOf('staff'), '/settings', `/clients/profile/${CASEY}`, `/clients/profile/${CASEY}/workouts`],
  },
  { account: 'admin', paths: [...pathsOf('admin'), '/appointments/check-in'] },
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
    // A failed request is reported below with its address.
    if (text.startsWith('Failed to load resource')) return;
    errors.push(text);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The innermost elements that reach past the phone's right edge, for the failure message. */
function widest(page: Page): Promise<string> {
  return page.evaluate((limit) => {
    const past = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > limit + 1,
    );
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return innermost
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> in <${element.parentElement?.tagName.toLowerCase() ?? ''} class="${element.parentElement?.getAttribute('class') ?? ''}"> (right ${Math.round(element.getBoundingClientRect().right)}, "${(element.textContent ?? '').slice(0, 30)}")`,
      )
      .join(', ');
  }, PHONE.width);
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
        expect(width, `${path} scrolls sideways past ${await widest(page)}`).toBeLessThanOrEqual(PHONE.width);
        expect(errors, `console errors on ${path}`).toEqual([]);
        await saveScreenshot(page, `walk-${account}${path === '/' ? '-home' : path.replaceAll('/', '-')}`, {
          fullPage: true,
        });
      });
    }
  });
}
