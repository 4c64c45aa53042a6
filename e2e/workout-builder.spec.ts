import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { accessTokenOf, signInAs } from './support/session';

const CASEY = '00000000-0000-4000-8000-000000000011';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.use({ viewport: { width: 1280, height: 800 } });

const row = (page: Page, index: number) => page.getByTestId('builder-row').nth(index);

test('a trainer writes an exercise and a workout with a superset; the client logs it grouped on a phone', async ({
  page,
  browser,
  request,
}) => {
  const exerciseName = `Landmine Press ${Date.now()}`;
  await signInAs(page, 'trainer');

  // A custom exercise.
  await page.goto('/library/exercises');
  await page.getByRole('button', { name: 'New exercise' }).click();
  const dialog = page.getByRole('dialog', { name: 'New exercise' });
  await dialog.getByLabel('Name').fill(exerciseName);
  await dialog.getByLabel('Muscle groups').fill('shoulders, chest');
  await dialog.getByLabel('Equipment').fill('barbell');
  await dialog.getByLabel('Demo video link').fill('http://video.example/landmine');
  await dialog.getByRole('button', { name: 'Save exercise' }).click();
  await expect(dialog.getByText('Enter a full https:// link to the video')).toBeVisible();
  await dialog.getByLabel('Demo video link').fill('https://video.example/landmine');
  await dialog.getByRole('button', { name: 'Save exercise' }).click();
  await expect(page.getByRole('heading', { level: 1, name: exerciseName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch the demo video' })).toHaveAttribute(
    'href',
    'https://video.example/landmine',
  );

  // The workout: the new exercise and a plank as Superset A, the press with ranged reps.
  await page.goto('/library/workouts/builder');
  await page.getByLabel('Workout name').fill('Press and plank');
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(exerciseName);
  await page.getByRole('button', { name: `Add ${exerciseName}` }).click();
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('plank');
  await page.getByRole('button', { name: 'Add Plank', exact: true }).click();
  await expect(page.getByTestId('builder-row')).toHaveCount(2);
  // Equipment and muscles follow the exercises.
  await expect(page.getByLabel('Muscle groups')).toHaveValue(/chest, .*shoulders/);

  await row(page, 0).getByLabel('Count by').selectOption('range');
  await row(page, 0).getByLabel('Min reps').fill('12');
  await row(page, 0).getByLabel('Max reps').fill('8');
  await row(page, 0).getByLabel('Tempo').fill('3-1-X-0');
  await page.getByRole('button', { name: `Superset ${exerciseName} with the next exercise` }).click();
  await expect(row(page, 0)).toHaveAttribute('data-group', 'Superset A');
  await expect(row(page, 1)).toHaveAttribute('data-group', 'Superset A');

  await page.getByRole('button', { name: 'Save workout' }).click();
  await expect(row(page, 0).getByText('The most reps must be at least the fewest')).toBeVisible();
  await row(page, 0).getByLabel('Min reps').fill('8');
  await row(page, 0).getByLabel('Max reps').fill('12');
  // Keyboard-reachable reorder: move the plank up, then back down.
  await page.getByRole('button', { name: 'Move Plank up' }).click();
  await expect(row(page, 0).getByRole('heading')).toHaveText('1. Plank');
  await page.getByRole('button', { name: 'Move Plank down' }).click();
  await expect(row(page, 1).getByRole('heading')).toHaveText('2. Plank');
  await page.getByRole('button', { name: 'Save workout' }).click();
  await expect(page).toHaveURL(/\/workouts\/[0-9a-f-]{36}\/details$/);
  // No dead end: the save is confirmed, and the coach's next steps are on the page.
  await expect(page.getByRole('status').filter({ hasText: 'Workout saved to your library.' })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Workout actions' });
  for (const name of ['Duplicate', 'Assign to a client', 'Add to a program']) {
    await expect(actions.getByRole('button', { name })).toBeVisible();
  }
  await expect(actions.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Preview' })).toBeVisible();
  const workoutId = page.url().split('/').at(-2)!;

  // Made for Casey, from the workout's page.
  await actions.getByRole('button', { name: 'Assign to a client' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign to a client' });
  await assign.getByLabel('Client').selectOption({ label: 'Casey Nguyen' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByRole('status')).toHaveText('Assigned to Casey Nguyen.');
  await assign.getByRole('button', { name: 'Done' }).click();
  const token = await accessTokenOf(page);
  const stored = await request.get(`/rest/v1/workouts?id=eq.${workoutId}&select=client_id`, {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
  });
  expect(await stored.json()).toEqual([{ client_id: CASEY }]);

  // Casey, on a phone, opens it in the logger: the two exercises are one superset.
  const phone = await browser.newContext(PHONE);
  const client = await phone.newPage();
  await signInAs(client, 'client');
  const clientToken = await accessTokenOf(client);
  await request.delete('/rest/v1/workout_sessions?status=eq.active', {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${clientToken}` },
  });
  await client.goto(`/workouts/${workoutId}/start`);
  const grouped = client.locator('section[data-group="Superset A"]');
  await expect(grouped).toHaveCount(2);
  await expect(client.getByText('Superset A', { exact: false }).first()).toBeVisible();
  await expect(grouped.first().getByRole('heading', { name: exerciseName })).toBeVisible();
  await expect(grouped.first()).toContainText('8–12');
  await phone.close();
});

test('one Equipment field once exercises are added, and what is typed in it is what is saved', async ({
  page,
  request,
}) => {
  await signInAs(page, 'trainer');
  await page.goto('/library/workouts/builder');
  const name = `Equipment check ${Date.now()}`;
  await page.getByLabel('Workout name').fill(name);
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('plank');
  await page.getByRole('button', { name: 'Add Plank', exact: true }).click();
  await expect(page.getByTestId('builder-row')).toHaveCount(1);
  const settings = page.getByRole('region', { name: 'Workout settings' });
  await expect(settings.getByRole('textbox', { name: 'Equipment' })).toHaveCount(1);
  await settings.getByRole('textbox', { name: 'Equipment' }).fill('body weight, dumbbell');
  await page.getByRole('button', { name: 'Save workout' }).click();
  await expect(page).toHaveURL(/\/workouts\/[0-9a-f-]{36}\/details$/);
  const workoutId = page.url().split('/').at(-2)!;
  const token = await accessTokenOf(page);
  const saved = await request.get(`/rest/v1/workouts?id=eq.${workoutId}&select=equipment`, {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
  });
  expect(await saved.json()).toEqual([{ equipment: ['body weight', 'dumbbell'] }]);
});
