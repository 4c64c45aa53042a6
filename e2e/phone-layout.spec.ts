import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

// A coach on a phone (issue 25): the builder, the editor and the roster fit 390 px with their
// actions on screen, and the page never scrolls sideways.
const PHONE = { width: 390, height: 844 };
const FULL_BODY_A = '00000000-0000-4000-8000-000000000101';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** The page is no wider than the phone (isMobile would widen the layout viewport to fit overflow). */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

async function expectOnScreen(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

test('the workout builder fits a phone once it has exercises, every row action on screen', async ({ page }) => {
  await signInAs(page, 'trainer');
  await page.goto('/library/workouts/builder');
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('plank');
  await page.getByRole('button', { name: 'Add Plank', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('Barbell Back Squat');
  await page.getByRole('button', { name: 'Add Barbell Back Squat' }).click();
  await expect(page.getByTestId('builder-row')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  for (const name of ['Move Plank down', 'Superset Plank with the next exercise', 'Duplicate Plank', 'Remove Plank']) {
    await expectOnScreen(page.getByRole('button', { name }));
  }
  await expectOnScreen(page.getByTestId('builder-row').first().getByLabel('Tempo'));
  await expect(page.getByRole('button', { name: 'Save workout' })).toBeInViewport();
  await saveScreenshot(page, 'phone-workout-builder', { fullPage: true });
});

test('the workout editor fits a phone', async ({ page }) => {
  await signInAs(page, 'trainer');
  await page.goto(`/workouts/${FULL_BODY_A}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit workout', level: 1 })).toBeVisible();
  await expect(page.getByTestId('builder-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectOnScreen(page.getByRole('button', { name: /^Remove / }).first());
  await expect(page.getByRole('button', { name: 'Save workout' })).toBeInViewport();
  await saveScreenshot(page, 'phone-workout-editor', { fullPage: true });
});

test('the roster is a card per client on a phone, with the signals and no Dev Tools over it', async ({ page }) => {
  await signInAs(page, 'trainer');
  await page.goto('/clients');
  const cards = page.getByRole('list', { name: 'Clients', exact: true });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' })).toBeHidden();
  const mia = cards.getByRole('listitem').filter({ hasText: 'Mia Santos' });
  await expect(mia).toContainText('This week');
  await expect(mia).toContainText('Last workout');
  await expect(mia).toContainText(/Compliance fell|Missed \d+ scheduled|No workout logged/);
  await expectNoSidewaysScroll(page);
  await expectOnScreen(page.getByRole('button', { name: 'New client' }));
  // Needs-attention cards say what is meant, never "—".
  await expect(page.getByRole('list', { name: 'Clients who need attention' })).not.toContainText('—');

  // The bottom bar: a trainer's own items, no client's Unlock.
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bar.getByRole('link', { name: 'Clients' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Unlock' })).toHaveCount(0);
  await saveScreenshot(page, 'phone-roster', { fullPage: true });

  // An admin's Dev Tools sit in the header, not over the page.
  await signInAs(page, 'admin');
  await page.goto('/clients');
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  const devTools = page.getByRole('banner').getByRole('button', { name: 'Dev Tools' });
  await expect(devTools).toBeVisible();
  await devTools.click();
  await expect(page.getByRole('region', { name: 'Dev Tools' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the desktop roster keeps the full table', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'trainer');
  await page.goto('/clients');
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clients', exact: true })).toBeHidden();
  await saveScreenshot(page, 'desktop-roster', { fullPage: true });
});
