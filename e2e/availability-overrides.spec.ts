import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

// Issue 27, date overrides: an admin marks Sam unavailable on one date; Taylor opens "My hours" from
// his calendar and gives himself a short day. Dates are a few weeks ahead, so always upcoming.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const daysAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};

test('an admin marks a trainer unavailable on a date; a trainer adds a short day from My hours', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin');
  await page.goto('/services/availability');
  await page.getByLabel('Trainer').selectOption({ label: 'Sam Okafor' });
  const samsDates = page.getByRole('region', { name: 'Date overrides' });
  await samsDates.getByRole('button', { name: 'Add a date override' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a date override' });
  await adding.getByLabel('Date', { exact: true }).fill(daysAhead(20));
  await adding.getByRole('radio', { name: 'Unavailable all day' }).click();
  await adding.getByRole('button', { name: 'Save override' }).click();
  await expect(adding).toBeHidden();
  await expect(samsDates.getByRole('list', { name: 'Upcoming date overrides' })).toContainText('Unavailable all day');

  // Taylor, on his own calendar, follows "My hours" and sees only his own dates.
  await signInAs(page, 'trainer');
  await page.goto('/appointments');
  await page.getByRole('link', { name: 'My hours' }).click();
  await expect(page).toHaveURL(/\/services\/availability/);
  await expect(page.getByRole('heading', { name: 'Availability', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Trainer')).toHaveCount(0);
  const mine = page.getByRole('region', { name: 'Date overrides' });
  await expect(mine.getByText('No date overrides: the weekly hours apply.')).toBeVisible();

  // A short day: 09:00-13:00. A backwards range is stopped beside the hours first.
  await mine.getByRole('button', { name: 'Add a date override' }).click();
  const shortDay = page.getByRole('dialog', { name: 'Add a date override' });
  await shortDay.getByLabel('Date', { exact: true }).fill(daysAhead(21));
  await shortDay.getByLabel('Range 1 until').fill('08:00');
  await shortDay.getByRole('button', { name: 'Save override' }).click();
  await expect(shortDay.getByRole('alert')).toHaveText('09:00 to 08:00 ends before it starts.');
  await shortDay.getByLabel('Range 1 until').fill('13:00');
  await saveScreenshot(page, 'availability-override-dialog');
  await shortDay.getByRole('button', { name: 'Save override' }).click();
  await expect(shortDay).toBeHidden();
  const list = mine.getByRole('list', { name: 'Upcoming date overrides' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('09:00–13:00');
  await saveScreenshot(page, 'availability-overrides', { fullPage: true });

  // The same on a phone, after a reload: saved, and Sam's day off is not Taylor's.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Upcoming date overrides' })).toContainText('09:00–13:00');
  await expect(page.getByRole('list', { name: 'Upcoming date overrides' })).not.toContainText('Unavailable all day');
  await saveScreenshot(page, 'availability-overrides-phone', { fullPage: true });
});
