import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

const TAYLOR = '00000000-0000-4000-8000-000000000002';
const SAM = '00000000-0000-4000-8000-000000000003';

/** The seeded class's day (supabase/seeds/scheduling-demo.sql: 18:00 London, three days after the seed). */
function classDay(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(Date.now() + 3 * 86_400_000);
}

test("the admin sees every trainer's day side by side, filters by trainer, and a phone gets the list", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto(`/schedule?date=${classDay()}`);
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  await expect(page.getByText('The whole studio · times in Europe/London')).toBeVisible();

  const grid = page.getByRole('region', { name: "Trainers' day" });
  const taylor = grid.getByRole('group', { name: 'Taylor Reyes' });
  const sam = grid.getByRole('group', { name: 'Sam Okafor' });
  await expect(taylor).toBeVisible();
  await expect(sam).toBeVisible();
  // Other specs book places in the demo class before this one runs (one backend per e2e run).
  const demoClass = taylor.getByRole('button', { name: /18:00 Small-group strength\s*\d of 6 booked\s*, until 18:45/ });
  await expect(demoClass).toBeVisible();
  await saveScreenshot(page, 'studio-schedule-day');
  await expectNoSeriousA11yViolations(page, '/schedule day view');

  // A session opens its details (titled with its service); Escape brings the grid back.
  await demoClass.click();
  const details = page.getByRole('dialog', { name: /Small-group strength/ });
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // An empty part of Sam's column opens the booking dialog for him.
  await sam.click({ position: { x: 80, y: 400 } });
  const booking = page.getByRole('dialog', { name: 'Book a client' });
  await expect(booking).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();

  // Filter by trainer with the chips: the choice lands in the URL.
  await page.getByRole('group', { name: 'Trainers' }).getByRole('button', { name: 'Sam Okafor' }).click();
  await expect(page).toHaveURL(new RegExp(`trainers=${SAM}`));
  await expect(sam).toBeVisible();
  await expect(taylor).toHaveCount(0);

  // A shared link with a trainer in it shows that trainer only, after a reload too.
  await page.goto(`/schedule?date=${classDay()}&trainers=${TAYLOR}`);
  await expect(taylor.getByRole('button', { name: /Small-group strength/ })).toBeVisible();
  await expect(sam).toHaveCount(0);
  await page.reload();
  await expect(taylor).toBeVisible();
  await expect(sam).toHaveCount(0);

  // A phone gets the list, with the trainer named on each session.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/schedule?date=${classDay()}`);
  const list = page.getByTestId('schedule-list');
  await expect(list.getByRole('button', { name: /Small-group strength/ })).toContainText(
    /Taylor Reyes · \d of 6 booked/,
  );
  await expect(page.getByRole('region', { name: "Trainers' day" })).toHaveCount(0);
  await saveScreenshot(page, 'studio-schedule-phone');
  await expectNoSeriousA11yViolations(page, '/schedule on a phone');
});
