import { expect, test } from '@playwright/test';
import { clearSessions, complete, field, rest } from './support/logger';
import { accessTokenOf, signInAs } from './support/session';
import { saveScreenshot } from './support/screenshots';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a run is logged with distance and time at phone size, saved once, and shows in History', async ({
  page,
  request,
}) => {
  await signInAs(page, 'client');
  await clearSessions(page, request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start empty workout' }).first().click();
  await expect(page).toHaveURL(/\/workouts\/empty\/start\?session=[0-9a-f-]{36}$/);
  const sessionId = new URL(page.url()).searchParams.get('session')!;
  await page.getByLabel('Workout name').fill('Morning run');

  await page.getByRole('button', { name: 'Add exercise' }).click();
  const picker = page.getByRole('dialog', { name: 'Add exercise' });
  await picker.getByLabel('Search exercises').fill('treadmill');
  await picker
    .getByRole('button', { name: /^Treadmill Run/ })
    .first()
    .click();
  await expect(picker).toHaveCount(0);

  await field(page, 'Treadmill Run set 1 distance (km)').fill('5.25');
  await field(page, 'Treadmill Run set 1 time (seconds)').fill('1500');
  await expect(page.getByRole('button', { name: 'Start stopwatch for Treadmill Run set 1' })).toBeVisible();
  await saveScreenshot(page, 'logger-cardio-phone');
  await complete(page, 'Treadmill Run set 1').click();

  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Finish workout?' }).getByRole('button', { name: 'Finish workout' }).click();
  await expect(page.getByTestId('save-status')).not.toContainText('will sync', { timeout: 20_000 });
  await expect(page.getByText('5.25 km')).toBeVisible();

  const api = rest(request, await accessTokenOf(page));
  const logs = await api.get<Array<{ id: string }>>(`workout_logs?session_id=eq.${sessionId}&select=id`);
  expect(logs).toHaveLength(1);
  const sets = await api.get<Array<{ distance_m: number; duration_seconds: number }>>(
    `workout_log_sets?log_id=eq.${logs[0]!.id}&select=distance_m,duration_seconds`,
  );
  expect(sets).toEqual([{ distance_m: 5250, duration_seconds: 1500 }]);

  await page.goto('/history');
  const card = page.getByRole('article', { name: /^Morning run/ }).first();
  await expect(card).toContainText('5.25 km');
  await card.getByRole('button', { expanded: false }).first().click();
  await expect(card.getByRole('listitem').filter({ hasText: '25 min' }).first()).toContainText('5.25 km');
  await saveScreenshot(page, 'history-cardio-phone');

  // The next run: the card says what it asks for, and "Previous" shows last time's distance and
  // time; a tap copies both into the set.
  await page.goto('/');
  await page.getByRole('button', { name: 'Start empty workout' }).first().click();
  await expect(page).toHaveURL(/\/workouts\/empty\/start\?session=[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const again = page.getByRole('dialog', { name: 'Add exercise' });
  await again.getByLabel('Search exercises').fill('treadmill');
  await again
    .getByRole('button', { name: /^Treadmill Run/ })
    .first()
    .click();
  const run = page.getByRole('region', { name: 'Treadmill Run' });
  await expect(run).toContainText('3 sets · rest');
  await expect(run).not.toContainText('— reps');
  const previous = page.getByRole('button', { name: 'Treadmill Run set 1: use previous, 5.25 km · 25:00' });
  await expect(previous).toHaveText('5.25 km · 25:00');
  await expect(field(page, 'Treadmill Run set 1 distance (km)')).toHaveValue('');
  await saveScreenshot(page, 'logger-cardio-previous-phone');
  await previous.click();
  await expect(field(page, 'Treadmill Run set 1 distance (km)')).toHaveValue('5.25');
  await expect(field(page, 'Treadmill Run set 1 time (seconds)')).toHaveValue('1500');
});
