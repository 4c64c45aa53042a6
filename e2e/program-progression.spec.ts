import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';

// Issue 33, "Progression week by week": Taylor builds a 4-week program from Full Body B, fills its
// weeks with +2.5 kg a week in the builder's Weeks view, saves and assigns it to Ivy. Ivy's copy
// started two weeks ago, so on her phone today is week 3: Today says so and the logger starts the
// Romanian deadlift (60 kg as written) at week 3's 65 kg.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

async function chooseKilograms(page: Page) {
  await page.goto('/settings');
  const unit = page.getByRole('group', { name: 'Weight unit' });
  await unit.getByText('Kilograms (kg)').click();
  await expect(unit.getByRole('radio', { name: 'Kilograms (kg)' })).toBeChecked();
}

test('a coach progresses a 4-week program by 2.5 kg a week; in week 3 the client logs week 3’s weight', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  await chooseKilograms(page);
  const weekday = await page.evaluate(() => new Date().getDay());
  const today = DAY_NAMES[weekday] ?? 'Monday';

  await page.goto('/programs/builder');
  await page.getByLabel('Program name').fill('Progression Block');
  await page.getByLabel('Duration (weeks)').fill('4');
  await page.getByRole('button', { name: `Add to ${today}` }).click();
  const picker = page.getByRole('dialog', { name: `Add to ${today}` });
  await picker.getByLabel('Search workouts').fill('Full Body B');
  await picker.getByRole('button', { name: 'Add Full Body B', exact: true }).click();
  await expect(picker).toBeHidden();

  // The Weeks view: the base week greyed in every week until the Progress tool fills them.
  await page.getByRole('radio', { name: 'Weeks' }).click();
  const week3 = page.getByRole('textbox', { name: 'Romanian Deadlift, week 3, weight in kg or % of e1RM' });
  await expect(week3).toHaveValue('');
  await expect(week3).toHaveAttribute('placeholder', '60');
  const progress = page.getByRole('group', { name: 'Progress' });
  await progress.getByLabel('Exercise').selectOption({ label: 'Romanian Deadlift' });
  await progress.getByLabel('Add each week').fill('2.5');
  await progress.getByLabel('From').selectOption('1');
  await progress.getByLabel('To').selectOption('4');
  await progress.getByRole('button', { name: 'Fill weeks' }).click();
  await expect(progress.getByRole('status')).toHaveText(
    'Filled weeks 2 to 4 with +2.5 kg a week for Romanian Deadlift.',
  );
  await expect(page.getByRole('textbox', { name: 'Romanian Deadlift, week 2, weight in kg or % of e1RM' })).toHaveValue(
    '62.5',
  );
  await expect(week3).toHaveValue('65');
  await expect(page.getByRole('textbox', { name: 'Romanian Deadlift, week 4, weight in kg or % of e1RM' })).toHaveValue(
    '67.5',
  );
  // By keyboard: a week's RPE typed into its cell and kept on Enter.
  const rpe = page.getByRole('textbox', { name: 'Romanian Deadlift, week 3, RPE' });
  await rpe.focus();
  await page.keyboard.type('8');
  await page.keyboard.press('Enter');
  await expect(rpe).toHaveValue('8');
  // A reload keeps the weeks (they are part of the draft).
  await page.reload();
  await page.getByRole('radio', { name: 'Weeks' }).click();
  await expect(week3).toHaveValue('65');
  await saveScreenshot(page, 'program-weeks-desktop', { fullPage: true });

  await page.getByRole('button', { name: 'Save program' }).click();
  await expect(page).toHaveURL(/\/programs\/[0-9a-f-]{36}$/);
  const templateId = page.url().split('/').at(-1) ?? '';
  await page.getByRole('button', { name: 'Assign to clients' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign program' });
  await assign.getByLabel('Search clients').fill('Ivy');
  await assign.getByRole('checkbox', { name: /Ivy/ }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(/Assigned to Ivy/)).toBeVisible();

  // Ivy's copy started two weeks ago (the coach may move a client's start date).
  const started = await page.evaluate(() => {
    const day = new Date(Date.now() - 14 * 86_400_000);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  });
  const token = await accessTokenOf(page);
  const moved = await request.patch(`/rest/v1/programs?source_program_id=eq.${templateId}&status=eq.active`, {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: { start_date: started },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const client = await phone.newPage();
  try {
    await signInAs(client, 'inperson');
    await chooseKilograms(client);
    await client.goto('/');
    const card = client.getByRole('region', { name: "Today's workout" });
    await expect(card.getByRole('heading', { name: 'Full Body B' })).toBeVisible();
    await expect(card.getByText(/Progression Block · Week 3 of 4/)).toBeVisible();
    await card.getByRole('link', { name: 'Start workout' }).click();
    await expect(client.getByRole('heading', { name: 'Full Body B', level: 1 })).toBeVisible();
    await expect(client.getByText('Week 3 of 4', { exact: true })).toBeVisible();
    await expect(client.getByRole('textbox', { name: 'Romanian Deadlift set 1 weight (kg)' })).toHaveValue('65');
    await expect(client.getByText('RPE 8', { exact: true })).toBeVisible();
    // Overhead Press was not progressed: as written.
    await expect(client.getByRole('textbox', { name: 'Overhead Press set 1 weight (kg)' })).toHaveValue('32.5');
    await saveScreenshot(client, 'program-week-logger-phone', { fullPage: true });
    // The program's page says the week too.
    await client.goto('/programs');
    await client.getByRole('link', { name: /Progression Block/ }).click();
    await expect(client.getByRole('region', { name: 'Where you are' })).toContainText('Week 3 of 4');
  } finally {
    await phone.close();
  }
});
