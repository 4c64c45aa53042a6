import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';
import { signInAs } from './support/session';

// The client's browse screens: workouts, the exercise library, programs and progress.
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

async function shoot(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  await page.waitForTimeout(250); // let the page fade finish
  await saveScreenshot(page, `browse-${name}`, { fullPage: true });
}

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate(
    (value) => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: value }, version: 0 })),
    theme,
  );
}

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('workouts list leads to details with exercises and last performance', async ({ page }) => {
      await signInAs(page, 'client');
      await page.goto('/workouts');
      await expect(page.getByRole('heading', { name: 'Workouts', level: 1 })).toBeVisible();
      const list = page.getByRole('list', { name: 'Workouts' });
      await expect(list.getByRole('link', { name: /Full Body A/ })).toBeVisible();
      await shoot(page, `workouts-${size.name}`);
      await page.getByLabel('Search workouts').fill('hamstrings');
      await expect(list.getByRole('link')).toHaveCount(1);
      await list.getByRole('link', { name: /Full Body B/ }).click();
      await expect(page).toHaveURL(/\/workouts\/[0-9a-f-]+\/details$/);
      await expect(page.getByRole('heading', { name: 'Full Body B', level: 1 })).toBeVisible();
      const exercises = page.getByRole('list', { name: 'Exercises' });
      await expect(exercises.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(5);
      await expect(exercises.getByText('8–12')).toBeVisible();
      await expect(exercises.getByText(/Last time/).first()).toBeVisible();
      await expect(exercises.getByText(/\d+ × [\d.]+ kg/).first()).toBeVisible();
      const start = page.getByRole('link', { name: 'Start workout' });
      await expect(start).toHaveAttribute('href', /\/workouts\/[0-9a-f-]+\/start$/);
      await shoot(page, `workout-details-${size.name}`);
      await page.goto('/workouts/00000000-0000-4000-8000-000000000999/details');
      await expect(page.getByRole('heading', { name: 'Workout not found' })).toBeVisible();
    });

    test('library search and filters narrow the list and open an exercise with history', async ({ page }) => {
      await signInAs(page, 'client');
      await page.goto('/library/exercises');
      const status = page.getByRole('status').filter({ hasText: /exercises$/ });
      await expect(status).toHaveText(/^\d+ exercises$/);
      const total = Number((await status.textContent())?.match(/\d+/)?.[0]);
      expect(total).toBeGreaterThan(100);
      await page
        .getByRole('group', { name: 'Muscle group' })
        .getByRole('button', { name: 'quadriceps', exact: true })
        .click();
      await expect(status).toHaveText(new RegExp(`^\\d+ of ${total} exercises$`));
      await page.getByLabel('Equipment').selectOption('barbell');
      await page.getByLabel('Search exercises').fill('squat');
      const results = page.getByRole('list', { name: 'Exercises' }).getByRole('link');
      await expect(results.filter({ hasText: 'Barbell Back Squat' })).toBeVisible();
      const narrowed = Number((await status.textContent())?.match(/\d+/)?.[0]);
      expect(narrowed).toBeLessThan(10);
      await shoot(page, `library-${size.name}`);
      await results.filter({ hasText: 'Barbell Back Squat' }).click();
      await expect(page.getByRole('heading', { name: 'Barbell Back Squat', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your history' })).toBeVisible();
      await expect(page.getByText('Heaviest', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first()).toBeVisible();
      await shoot(page, `exercise-detail-${size.name}`);
    });

    test('programs show the schedule and where the client is', async ({ page }) => {
      await signInAs(page, 'client');
      await page.goto('/programs');
      await page.getByRole('link', { name: /Strength Foundations/ }).click();
      await expect(page.getByRole('heading', { name: 'Strength Foundations', level: 1 })).toBeVisible();
      const rotation = page.getByRole('list', { name: 'Rotation order' });
      await expect(rotation.getByRole('link')).toHaveCount(3);
      await expect(rotation.getByText('Up next')).toBeVisible();
      await expect(page.getByText(/sessions? this week/)).toBeVisible();
      await shoot(page, `program-${size.name}`);
      await rotation.getByRole('link', { name: /Full Body C/ }).click();
      await expect(page.getByRole('heading', { name: 'Full Body C', level: 1 })).toBeVisible();
    });

    test('a virtual client sees progress charts in both themes', async ({ page }) => {
      await signInAs(page, 'virtual');
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme);
        await page.goto('/progression');
        await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
        for (const title of ['Weekly volume', 'Training frequency', 'Estimated one-rep max']) {
          await expect(page.getByRole('region', { name: title }).locator('.recharts-surface')).toBeVisible();
        }
        await expect(page.getByRole('heading', { name: 'Personal records' })).toBeVisible();
        await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
        await shoot(page, `progression-${theme}-${size.name}`);
      }
      await page
        .getByRole('region', { name: 'Estimated one-rep max' })
        .getByLabel('Exercise')
        .selectOption({ index: 1 });
      await expect(page.getByRole('region', { name: 'Estimated one-rep max' }).locator('.recharts-line')).toBeVisible();
      await page.goto('/programs');
      await page.getByRole('link', { name: /Home Hypertrophy Split/ }).click();
      await expect(page.getByRole('list', { name: 'Weekly schedule' }).getByRole('listitem')).toHaveCount(7);
      await shoot(page, `program-weekly-light-${size.name}`);
    });
  });
}
