import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { complete, field, rest } from './support/logger';
import { accessTokenOf, signInAs, signInThroughUi } from './support/session';
import { saveScreenshot } from './support/screenshots';

// The measure of issue 7, end to end: a trainer at a desk writes a custom exercise, creates a
// workout with a superset and ranged reps inside the program builder, builds a four-week weekly
// program around it (a reload half-way loses nothing) and assigns it to a brand-new client; the
// client trains from it on a phone the same day; the trainer then sees the session on the program.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const PASSWORD = 'FreshClient123';

const shot = (page: Page, name: string) => saveScreenshot(page, `trainer-to-client-${name}`, { fullPage: true });

test('trainer to client: custom exercise, inline superset workout, 4-week weekly program, logged on a phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const exerciseName = `Landmine Row ${stamp}`;
  const workoutName = `Row and plank ${stamp}`;
  const programName = `Four weeks ${stamp}`;
  const email = `fresh.client.${stamp}@example.com`;

  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  const weekday = await page.evaluate(() => new Date().getDay());
  const today = DAY_NAMES[weekday]!;

  // A client nobody else's spec uses: created by the trainer (staff create clients assigned to them).
  const created = await request.post('/functions/v1/create-user', {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { email, password: PASSWORD, firstName: 'Quinn', lastName: `Fresh${stamp}`, role: 'client' },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // 1. A custom exercise.
  await page.goto('/library/exercises');
  await page.getByRole('button', { name: 'New exercise' }).click();
  const exerciseDialog = page.getByRole('dialog', { name: 'New exercise' });
  await exerciseDialog.getByLabel('Name').fill(exerciseName);
  await exerciseDialog.getByLabel('Muscle groups').fill('back, lats');
  await exerciseDialog.getByLabel('Equipment').fill('barbell');
  await exerciseDialog.getByRole('button', { name: 'Save exercise' }).click();
  await expect(page.getByRole('heading', { level: 1, name: exerciseName })).toBeVisible();

  // 2. The program builder: name and four weeks, then a workout created right here for today.
  await page.goto('/programs/builder');
  await expect(page.getByRole('heading', { name: 'Program Builder' })).toBeVisible();
  await page.getByLabel('Program name').fill(programName);
  await page.getByLabel('Duration (weeks)').fill('4');
  await page.getByRole('button', { name: `Add to ${today}` }).click();
  await page
    .getByRole('dialog', { name: `Add to ${today}` })
    .getByRole('button', { name: 'Create new workout' })
    .click();
  const form = page.getByRole('dialog', { name: `New workout for ${today}` });
  await form.getByLabel('Workout name').fill(workoutName);
  await form.getByRole('searchbox', { name: 'Search exercises' }).fill(exerciseName);
  await form.getByRole('button', { name: `Add ${exerciseName}` }).click();
  await form.getByRole('searchbox', { name: 'Search exercises' }).fill('plank');
  await form.getByRole('button', { name: 'Add Plank', exact: true }).click();
  const row = (index: number) => form.getByTestId('builder-row').nth(index);
  await expect(form.getByTestId('builder-row')).toHaveCount(2);
  await row(0).getByLabel('Count by').selectOption('range');
  await row(0).getByLabel('Min reps').fill('8');
  await row(0).getByLabel('Max reps').fill('12');
  await form.getByRole('button', { name: `Superset ${exerciseName} with the next exercise` }).click();
  await expect(row(1)).toHaveAttribute('data-group', 'Superset A');
  await shot(page, 'inline-workout-form');
  await form.getByRole('button', { name: 'Add workout to the program' }).click();
  await expect(form).toBeHidden();
  const entry = page.getByRole('listitem', { name: today }).getByRole('group', { name: workoutName });
  await expect(entry).toContainText('New: saved with the program');
  await entry.getByLabel('Notes for the client').fill('Pair them: row, then plank, then rest.');

  // 3. A reload half-way loses nothing: settings, the new workout (with its superset) and the notes.
  await page.reload();
  await expect(page.getByText('We restored the draft you were working on.')).toBeVisible();
  await expect(page.getByLabel('Program name')).toHaveValue(programName);
  await expect(page.getByLabel('Duration (weeks)')).toHaveValue('4');
  await expect(entry.getByLabel('Notes for the client')).toHaveValue('Pair them: row, then plank, then rest.');
  await entry.getByRole('button', { name: `Edit ${workoutName}` }).click();
  const reopened = page.getByRole('dialog', { name: `Edit ${workoutName}` });
  await expect(reopened.getByTestId('builder-row').nth(1)).toHaveAttribute('data-group', 'Superset A');
  await expect(reopened.getByTestId('builder-row').nth(0).getByLabel('Max reps')).toHaveValue('12');
  await reopened.getByRole('button', { name: 'Close' }).click();
  await shot(page, 'program-builder-with-inline-workout');

  // 4. Save (the workout and the program in one call), then assign to the fresh client.
  await page.getByRole('button', { name: 'Save program' }).click();
  await expect(page).toHaveURL(/\/programs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: programName, level: 1 })).toBeVisible();
  await expect(page.getByText('4 weeks')).toBeVisible();
  await page.getByRole('button', { name: 'Assign to clients' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign program' });
  await assign.getByLabel('Search clients').fill(`Fresh${stamp}`);
  await assign.getByRole('checkbox', { name: /Quinn/ }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(/Assigned to Quinn/)).toBeVisible();

  // 5. The client, on a phone, the same day: today's workout is the new one; they log it grouped.
  const phone = await browser.newContext(PHONE);
  const client = await phone.newPage();
  try {
    await signInThroughUi(client, email, { password: PASSWORD });
    const today_ = client.getByRole('region', { name: "Today's workout" });
    await expect(today_.getByRole('heading', { name: workoutName })).toBeVisible();
    await expect(today_).toContainText('Pair them: row, then plank, then rest.');
    await shot(client, 'client-today');
    await today_.getByRole('link', { name: 'Start workout' }).click();
    await expect(client.getByRole('heading', { name: workoutName, level: 1 })).toBeVisible();
    const grouped = client.locator('section[data-group="Superset A"]');
    await expect(grouped).toHaveCount(2);
    await expect(grouped.first()).toContainText('8–12');
    // A client made today in an en-US browser has not chosen a unit: the locale's pounds.
    await field(client, `${exerciseName} set 1 weight (lb)`).fill('40');
    await field(client, `${exerciseName} set 1 reps`).fill('10');
    await complete(client, `${exerciseName} set 1`).click();
    // The superset rests after its last member, not between the two.
    await expect(client.getByRole('timer', { name: 'Rest timer' })).toBeHidden();
    await field(client, 'Plank set 1 reps').fill('10');
    await complete(client, 'Plank set 1').click();
    await shot(client, 'client-logger-superset');
    await client.getByRole('button', { name: 'Finish', exact: true }).click();
    const finish = client.getByRole('dialog', { name: 'Finish workout?' });
    await expect(finish).toContainText('2 completed sets will be saved.');
    await finish.getByRole('button', { name: 'Finish workout' }).click();
    await expect(client.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
    await expect(client.getByTestId('save-status')).toContainText('Saved');
  } finally {
    await phone.close();
  }

  // 6. The trainer sees it: the client's program shows today's session as trained, and the log
  // itself (read as the trainer through the Data API) holds both supersetted sets.
  await page.goto('/programs');
  await page.getByLabel('Search programs').fill(programName);
  await page.getByRole('link', { name: new RegExp(`${programName}.*Quinn`) }).click();
  const where = page.getByRole('region', { name: 'Where you are' });
  await expect(where).toContainText('1 of 1 session this week');
  await expect(where.getByRole('listitem', { name: `${today}, trained, today` })).toBeVisible();
  await shot(page, 'trainer-sees-the-session');
  const token = await accessTokenOf(page);
  const logs = await rest(request, token).get<{ workout_name: string; workout_log_sets: { reps: number | null }[] }[]>(
    `workout_logs?select=workout_name,workout_log_sets(reps)&workout_name=eq.${encodeURIComponent(workoutName)}`,
  );
  expect(logs).toHaveLength(1);
  expect(logs[0]!.workout_log_sets.map((set) => set.reps).sort()).toEqual([10, 10]);
});
