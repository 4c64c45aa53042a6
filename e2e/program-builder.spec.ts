import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAs } from './support/session';
import { saveScreenshot } from './support/screenshots';

// Taylor builds a weekly program from library workouts at a desk, reloads half-way, saves it as a
// template and assigns it to Ivy; Ivy opens the app on her phone and today's workout is from it.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

async function addFromLibrary(page: Page, day: string, workout: string) {
  await page.getByRole('button', { name: `Add to ${day}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add to ${day}` });
  await dialog.getByLabel('Search workouts').fill(workout);
  await dialog.getByRole('button', { name: `Add ${workout}`, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Added ${workout} to ${day}.` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: day }).getByRole('group', { name: workout })).toBeVisible();
}

test('a trainer builds a weekly program, survives a reload, assigns it, and the client trains from it today', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  const weekday = await page.evaluate(() => new Date().getDay());
  const today = DAY_NAMES[weekday] ?? 'Monday';
  const tomorrow = DAY_NAMES[(weekday + 1) % 7] ?? 'Tuesday';

  await page.goto('/programs/builder');
  await expect(page.getByRole('heading', { name: 'Program Builder' })).toBeVisible();
  // The week reads Monday first.
  await expect(page.getByRole('list', { name: 'Week' }).getByRole('heading').first()).toHaveText('Monday');
  await page.getByLabel('Program name').fill('Four-Week Base');
  await page.getByLabel('Duration (weeks)').fill('4');
  await page.getByLabel('Difficulty').selectOption('beginner');
  await addFromLibrary(page, today, 'Full Body B');
  await page
    .getByRole('listitem', { name: today })
    .getByRole('group', { name: 'Full Body B' })
    .getByLabel('Notes for the client')
    .fill('Leave two reps in the tank.');

  // A reload half-way loses nothing.
  await page.reload();
  await expect(page.getByText('We restored the draft you were working on.')).toBeVisible();
  await expect(page.getByLabel('Program name')).toHaveValue('Four-Week Base');
  await expect(page.getByLabel('Duration (weeks)')).toHaveValue('4');
  const restored = page.getByRole('listitem', { name: today }).getByRole('group', { name: 'Full Body B' });
  await expect(restored.getByLabel('Notes for the client')).toHaveValue('Leave two reps in the tank.');
  await expectNoSeriousA11yViolations(page);

  await addFromLibrary(page, tomorrow, 'Full Body C');
  await saveScreenshot(page, 'program-builder', { fullPage: true });
  // A blank name is refused at the form, and nothing is lost.
  await page.getByLabel('Program name').fill('  ');
  await page.getByRole('button', { name: 'Save program' }).click();
  await expect(page.getByText('Give the program a name.')).toBeVisible();
  await page.getByLabel('Program name').fill('Four-Week Base');
  await page.getByRole('button', { name: 'Save program' }).click();

  await expect(page).toHaveURL(/\/programs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Four-Week Base', level: 1 })).toBeVisible();
  await expect(page.getByText('Template', { exact: true })).toBeVisible();
  // Saving cleared the draft.
  expect(await page.evaluate(() => localStorage.getItem('programBuilder'))).toBeNull();

  await page.getByRole('button', { name: 'Assign to clients' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign program' });
  await assign.getByLabel('Search clients').fill('Ivy');
  await assign.getByRole('checkbox', { name: /Ivy/ }).check();
  await expectNoSeriousA11yViolations(page);
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(/Assigned to Ivy/)).toBeVisible();

  // The template and Ivy's copy are both in the trainer's list.
  await page.goto('/programs');
  await page.getByLabel('Search programs').fill('four-week');
  await expect(page.getByRole('list', { name: 'Programs' }).getByRole('listitem')).toHaveCount(2);

  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const client = await phone.newPage();
  try {
    await signInAs(client, 'inperson');
    const card = client.getByRole('region', { name: "Today's workout" });
    await expect(card.getByRole('heading', { name: 'Full Body B' })).toBeVisible();
    await client.goto('/programs');
    await expect(client.getByRole('link', { name: /Four-Week Base/ })).toBeVisible();
  } finally {
    await phone.close();
  }
});

test('the workout picker lists the exact name first, closes on Add saying so, and opens clean for the next day', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  await page.goto('/programs/builder');
  await page.getByRole('button', { name: 'Add to Monday' }).click();
  const monday = page.getByRole('dialog', { name: 'Add to Monday' });
  await monday.getByLabel('Search workouts').fill('Full Body B');
  const first = monday.getByRole('list', { name: 'Library workouts' }).getByRole('listitem').first();
  await expect(first.getByRole('button')).toHaveAccessibleName('Add Full Body B');
  await first.getByRole('button', { name: 'Add Full Body B', exact: true }).click();
  await expect(monday).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added Full Body B to Monday.' })).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Monday' }).getByRole('group', { name: 'Full Body B' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add to Thursday' }).click();
  const thursday = page.getByRole('dialog', { name: 'Add to Thursday' });
  await expect(thursday.getByLabel('Search workouts')).toHaveValue('');
  await thursday.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('listitem', { name: 'Thursday' }).getByRole('group')).toHaveCount(0);
});
