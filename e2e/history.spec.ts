import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { rest } from './support/logger';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface SavedSet {
  id: string;
  weight: number;
  reps: number;
  rpe: number | null;
  revision: number;
}

test('a finished workout is edited from History: a weight fixed, a set added, one deleted, each saved once', async ({
  page,
  request,
}) => {
  await signInAs(page, 'virtual');
  const token = await accessTokenOf(page);
  const api = rest(request, token);
  const me = await api.get<Array<{ id: string }>>('users?select=id&email=eq.virtual@demo.liftwise.app');
  const userId = me[0]!.id;
  const [exercise] = await api.get<Array<{ id: string }>>('exercises?select=id&name=eq.Barbell%20Bench%20Press');

  // A workout finished an hour ago, with a typo: 1000 kg on set 2, and a notes line and an RPE.
  const logId = randomUUID();
  const started = new Date(Date.now() - 2 * 3_600_000);
  const sets = [100, 1000, 100].map((weight, index) => ({
    id: randomUUID(),
    exercise_id: exercise!.id,
    set_number: index + 1,
    reps: 5,
    weight,
    rpe: index === 0 ? 7.5 : null,
    notes: 'Paused reps',
    performed_at: new Date(started.getTime() + (index + 1) * 300_000).toISOString(),
    revision: 1,
  }));
  const finish = await request.post('/rest/v1/rpc/complete_workout_session', {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
    data: {
      p_log: {
        id: logId,
        user_id: userId,
        session_id: randomUUID(),
        workout_name: 'History check',
        started_at: started.toISOString(),
        completed_at: new Date(started.getTime() + 3_600_000).toISOString(),
        duration_seconds: 3600,
        notes: 'Felt strong today',
      },
      p_sets: sets,
      p_removed: [],
    },
  });
  expect(finish.ok(), await finish.text()).toBe(true);

  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: /History check/ });
  await expect(card).toContainText('1 h 00 min');
  await expect(card).toContainText('3 sets');
  await card.getByRole('button', { name: /History check/ }).click();
  // Notes and RPE entered during the workout are shown afterwards.
  await expect(card).toContainText('Felt strong today');
  await expect(card).toContainText('Paused reps');
  await expect(card).toContainText('RPE 7.5');
  await expect(card).toContainText('5 × 1000 kg');
  await saveScreenshot(page, 'history-phone-calendar', { fullPage: true });

  await card.getByRole('button', { name: 'Edit workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit History check' });
  await dialog.getByRole('textbox', { name: 'Barbell Bench Press set 2 weight (kg)' }).fill('100');
  await dialog.getByRole('button', { name: 'Delete Barbell Bench Press set 3' }).click();
  await dialog.getByRole('button', { name: 'Add set to Barbell Bench Press' }).click();
  await dialog.getByRole('textbox', { name: 'Barbell Bench Press set 4 weight (kg)' }).fill('105');
  await dialog.getByRole('textbox', { name: 'Barbell Bench Press set 4 reps' }).fill('3');
  await saveScreenshot(page, 'history-phone-edit');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await expect(card).toContainText('5 × 100 kg');
  await expect(card).not.toContainText('1000 kg');
  await expect(card).toContainText('3 × 105 kg');
  // Online, the edit is queued on the device and sent at once.
  await expect(card.getByTestId('edit-sync-status')).toBeHidden();

  const saved = await api.get<SavedSet[]>(
    `workout_log_sets?log_id=eq.${logId}&select=id,weight,reps,rpe,revision&order=set_number`,
  );
  expect(saved.map((set) => [set.weight, set.reps])).toEqual([
    [100, 5],
    [100, 5],
    [105, 3],
  ]);
  expect(saved[0]).toMatchObject({ id: sets[0]!.id, revision: 1, rpe: 7.5 });
  // The correction outranks the saved set: its revision comes from the server-anchored clock
  // (max(saved + 1, now), docs/logger.md), so it is above the saved 1, not a count of edits.
  expect(saved[1]).toMatchObject({ id: sets[1]!.id });
  expect(saved[1]!.revision).toBeGreaterThan(1);
  const logs = await api.get<Array<{ total_volume: number }>>(`workout_logs?id=eq.${logId}&select=total_volume`);
  expect(logs).toEqual([{ total_volume: 5 * 100 + 5 * 100 + 3 * 105 }]);

  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page.getByRole('article', { name: /History check/ })).toBeVisible();
  await saveScreenshot(page, 'history-phone-list', { fullPage: true });
});
