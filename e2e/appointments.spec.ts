import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

// The seeded class (supabase/seeds/scheduling-demo.sql: 18:00 London three days after the seed, Casey
// in one of six places) on Taylor's desk calendar and in Casey's own list on her phone.
test('the trainer sees a booked class on the week calendar; the client sees it in her sessions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'trainer');
  await page.goto('/appointments');
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await expect(page.getByText('My calendar · times in Europe/London')).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Calendar' });
  const session = grid.getByRole('article', { name: /18:00–18:45 Small-group strength, 1 of 6 booked/ });
  // Three days ahead may fall in next week.
  if (!(await session.isVisible())) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(session).toBeVisible();
  await saveScreenshot(page, 'appointments-trainer-week');

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client');
  await page.goto('/appointments');
  const upcoming = page.getByRole('list', { name: 'Upcoming sessions' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: 'Small-group strength' })).toContainText(
    /18:00–18:45 · with Taylor/,
  );
  await saveScreenshot(page, 'appointments-client-sessions');
});
