import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { clearSessions, complete, field, FULL_BODY_A, LOGGER, rest } from './support/logger';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Sets the signed-in person's unit through the Data API (to leave the demo account as seeded). */
async function setUnitDirectly(page: Page, request: APIRequestContext, unit: 'kg' | 'lb') {
  const token = await accessTokenOf(page);
  const headers = { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const response = await request.patch('/rest/v1/users?email=eq.client@demo.liftwise.app', {
    headers,
    data: { weight_unit: unit },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function chooseUnit(page: Page, label: 'Kilograms (kg)' | 'Pounds (lb)') {
  await page.goto('/settings');
  const unit = page.getByRole('group', { name: 'Weight unit' });
  await unit.getByText(label).click();
  await expect(unit.getByRole('radio', { name: label })).toBeChecked();
  await expect(unit.getByRole('radio', { name: label })).toBeEnabled();
}

test.afterEach(async ({ page, request }) => {
  await setUnitDirectly(page, request, 'kg');
});

test('switch to lb, log a set in lb, read it in lb in History, switch back: the same stored kilograms', async ({
  page,
  request,
}) => {
  // Three trips through Settings and History, and a finished workout: more than the default minute.
  test.setTimeout(180_000);
  await signInAs(page, 'client');
  await clearSessions(page, request);
  await chooseUnit(page, 'Pounds (lb)');

  await page.goto(LOGGER);
  await expect(page.getByRole('heading', { name: 'Full Body A', level: 1 })).toBeVisible();
  const weight = field(page, 'Barbell Back Squat set 1 weight (lb)');
  await weight.fill('101.25');
  // Six characters fit the weight cell at 390 px, and the row stays inside the screen.
  expect(await weight.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(
    page.getByRole('button', { name: /^Barbell Back Squat set 1: use previous, .* lb x \d+$/ }),
  ).toBeVisible();
  await field(page, 'Barbell Back Squat set 1 reps').fill('5');
  await complete(page, 'Barbell Back Squat set 1').click();
  await saveScreenshot(page, 'logger-phone-lb');

  await page.getByRole('button', { name: 'Plates for Barbell Back Squat' }).click();
  const plates = page.getByRole('dialog', { name: 'Plate calculator' });
  await plates.getByLabel('Total weight (lb)').fill('225');
  await expect(plates.getByTestId('plate-result')).toContainText('Each side: 45 + 45 lb');
  await expect(plates.getByRole('button', { name: '45 lb', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, 'plate-calculator-phone-lb');
  await page.keyboard.press('Escape');
  await expect(plates).toBeHidden();

  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Finish workout?' }).getByRole('button', { name: 'Finish workout' }).click();
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
  await expect(page.getByTestId('save-status')).not.toContainText('will sync');

  // The database holds kilograms: 101.25 lb is 45.926 kg (to the gram).
  const api = rest(request, await accessTokenOf(page));
  const [session] = await api.get<Array<{ id: string }>>(
    `workout_sessions?workout_id=eq.${FULL_BODY_A}&order=started_at.desc&limit=1&select=id`,
  );
  const [log] = await api.get<Array<{ id: string }>>(`workout_logs?session_id=eq.${session!.id}&select=id`);
  const stored = () =>
    api.get<Array<{ weight: number; reps: number }>>(`workout_log_sets?log_id=eq.${log!.id}&select=weight,reps`);
  expect(await stored()).toEqual([{ weight: 45.926, reps: 5 }]);

  // History shows it in pounds, as typed.
  await page.goto('/history');
  await page.getByRole('radio', { name: 'List' }).click();
  const card = page.getByRole('article', { name: /Full Body A/ }).first();
  await card.getByRole('button', { name: /Full Body A/ }).click();
  await expect(card).toContainText('5 × 101.25 lb');
  await saveScreenshot(page, 'history-phone-lb', { fullPage: true });

  // Back to kilograms: the same stored value, shown in kg; nothing was rewritten.
  await chooseUnit(page, 'Kilograms (kg)');
  await page.goto('/history');
  await page.getByRole('radio', { name: 'List' }).click();
  const again = page.getByRole('article', { name: /Full Body A/ }).first();
  await again.getByRole('button', { name: /Full Body A/ }).click();
  await expect(again).toContainText('5 × 45.93 kg');
  expect(await stored()).toEqual([{ weight: 45.926, reps: 5 }]);

  // And to pounds once more: still 101.25 lb.
  await chooseUnit(page, 'Pounds (lb)');
  await page.goto('/history');
  await page.getByRole('radio', { name: 'List' }).click();
  const third = page.getByRole('article', { name: /Full Body A/ }).first();
  await third.getByRole('button', { name: /Full Body A/ }).click();
  await expect(third).toContainText('5 × 101.25 lb');
  expect(await stored()).toEqual([{ weight: 45.926, reps: 5 }]);
});

test('in lb, targets and pre-filled weights are loadable, and a typed 135 lb stays 135 lb after reload and sync', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'client');
  await clearSessions(page, request);
  await chooseUnit(page, 'Pounds (lb)');

  await page.goto(LOGGER);
  await expect(page.getByRole('heading', { name: 'Full Body A', level: 1 })).toBeVisible();
  // Planned 70 kg and 50 kg: 155 lb and 110 lb on 5 lb steps, not 154.3 and 110.2.
  await expect(page.getByText(/4 × 5 reps @ 155 lb/)).toBeVisible();
  await expect(field(page, 'Barbell Back Squat set 2 weight (lb)')).toHaveValue('155');
  await expect(field(page, 'Barbell Bench Press set 1 weight (lb)')).toHaveValue('110');

  await field(page, 'Barbell Back Squat set 1 weight (lb)').fill('135');
  await field(page, 'Barbell Back Squat set 1 reps').fill('5');
  await complete(page, 'Barbell Back Squat set 1').click();
  await page.reload();
  await expect(field(page, 'Barbell Back Squat set 1 weight (lb)')).toHaveValue('135');

  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Finish workout?' }).getByRole('button', { name: 'Finish workout' }).click();
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
  await expect(page.getByTestId('save-status')).not.toContainText('will sync');
  const api = rest(request, await accessTokenOf(page));
  const [session] = await api.get<Array<{ id: string }>>(
    `workout_sessions?workout_id=eq.${FULL_BODY_A}&order=started_at.desc&limit=1&select=id`,
  );
  const [log] = await api.get<Array<{ id: string }>>(`workout_logs?session_id=eq.${session!.id}&select=id`);
  expect(await api.get(`workout_log_sets?log_id=eq.${log!.id}&select=weight,reps`)).toEqual([
    { weight: 61.235, reps: 5 },
  ]);
  await page.goto('/history');
  await page.getByRole('radio', { name: 'List' }).click();
  const card = page.getByRole('article', { name: /Full Body A/ }).first();
  await card.getByRole('button', { name: /Full Body A/ }).click();
  await expect(card).toContainText('5 × 135 lb');
});
