import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';
import { saveScreenshot } from './support/screenshots';

// The roster at a desk (issue 8): Taylor sees the client who stopped training flagged with the
// reason; an admin moves Riley (supabase/seeds/roster-demo.sql) to Sam, who then coaches her.
const DESKTOP = { width: 1280, height: 800 };

test('the demo trainer sees the slipping client flagged with the reason', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  // Home already says who needs a look, with the same reasons, and links to the client.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Coach dashboard', level: 1 })).toBeVisible();
  const home = page.getByRole('list', { name: 'Clients who need attention' });
  await expect(home.getByRole('listitem').filter({ hasText: 'Mia Santos' })).toContainText(/Missed \d+ scheduled/);
  await expect(page.getByRole('list', { name: 'At a glance' })).toContainText(/Need attention\s*[1-9]/);
  await saveScreenshot(page, 'clients-roster-coach-home', { fullPage: true });

  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();

  const attention = page.getByRole('list', { name: 'Clients who need attention' });
  const mia = attention.getByRole('listitem').filter({ hasText: 'Mia Santos' });
  await expect(mia).toContainText(/Missed \d+ scheduled workouts in the last 2 weeks/);
  await expect(mia).toContainText(/Compliance fell to 0% this past week, from \d+% over 30 days/);
  await expect(mia).toContainText(/No workout logged for \d+ days/);
  // The stalled client says which lift, in words.
  await expect(attention.getByRole('listitem').filter({ hasText: 'Owen Fischer' })).toContainText(
    /Barbell Back Squat.* not improved in 3 weeks/,
  );
  // Casey is on track: in the table, not in the attention group.
  await expect(attention.getByText('Casey Nguyen')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('link', { name: 'Casey Nguyen' })).toBeVisible();

  // Sorting by a column, then searching by name.
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByRole('columnheader', { name: '30 days' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByLabel('Search clients').fill('owen');
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search clients').fill('');
  await saveScreenshot(page, 'clients-roster', { fullPage: true });
});

test('an admin moves a client to the second trainer, who then sees her; the first no longer does', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  await page.goto('/clients');
  await expect(page.getByRole('link', { name: 'Riley Chen' }).first()).toBeVisible();

  await signInAs(page, 'admin');
  await page.goto('/staff/trainers');
  const taylorRow = page.getByRole('row').filter({ hasText: 'Taylor Reyes' });
  await expect(taylorRow).toBeVisible();
  await taylorRow.getByRole('button', { name: /Move clients/ }).click();
  const dialog = page.getByRole('dialog', { name: /Move Taylor Reyes's clients/ });
  await dialog.getByRole('checkbox', { name: 'Riley Chen' }).check();
  await dialog.getByLabel('Move to').selectOption({ label: 'Sam Okafor' });
  await saveScreenshot(page, 'clients-roster-move-clients');
  await dialog.getByRole('button', { name: 'Move 1 client' }).click();
  await expect(dialog).toBeHidden();

  // The admin's roster shows the new trainer.
  await page.goto('/clients');
  const rileyRow = page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: 'Riley Chen' });
  await expect(rileyRow).toContainText('Sam Okafor');

  await signInAs(page, 'trainer2');
  await page.goto('/clients');
  await expect(page.getByRole('link', { name: 'Riley Chen' }).first()).toBeVisible();
  await saveScreenshot(page, 'clients-roster-trainer2-roster', { fullPage: true });

  await signInAs(page, 'trainer');
  await page.goto('/clients');
  await expect(page.getByRole('link', { name: 'Mia Santos' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Riley Chen' })).toHaveCount(0);
});
