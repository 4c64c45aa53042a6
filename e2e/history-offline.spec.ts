import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { rest } from './support/logger';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';
import { waitForServiceWorker } from './support/service-worker';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface SavedSet {
  id: string;
  weight: number;
  reps: number;
  revision: number;
}

test('an edit made in History with no connection is shown at once, survives a reload offline and syncs once', async ({
  page,
  context,
  request,
}) => {
  await signInAs(page, 'virtual');
  const token = await accessTokenOf(page);
  const api = rest(request, token);
  const [me] = await api.get<Array<{ id: string }>>('users?select=id&email=eq.virtual@demo.liftwise.app');
  const [exercise] = await api.get<Array<{ id: string }>>('exercises?select=id&name=eq.Barbell%20Back%20Squat');

  const logId = randomUUID();
  const started = new Date(Date.now() - 3 * 3_600_000);
  const sets = [80, 800, 80].map((weight, index) => ({
    id: randomUUID(),
    exercise_id: exercise!.id,
    set_number: index + 1,
    reps: 5,
    weight,
    performed_at: new Date(started.getTime() + (index + 1) * 300_000).toISOString(),
    revision: 1,
  }));
  const finish = await request.post('/rest/v1/rpc/complete_workout_session', {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
    data: {
      p_log: {
        id: logId,
        user_id: me!.id,
        session_id: randomUUID(),
        workout_name: 'Offline edit check',
        started_at: started.toISOString(),
        completed_at: new Date(started.getTime() + 1_800_000).toISOString(),
        duration_seconds: 1800,
        notes: null,
      },
      p_sets: sets,
      p_removed: [],
    },
  });
  expect(finish.ok(), await finish.text()).toBe(true);

  // Every completion call the page makes, so "syncs once" is counted, not assumed.
  let completionCalls = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/rpc/complete_workout_session')) completionCalls += 1;
  });

  // A returning client: the service worker runs, and History was opened online once (its screen
  // and its data are then on the device).
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/history');
  const card = page.getByRole('article', { name: /Offline edit check/ });
  await expect(card).toContainText('3 sets');
  await card.getByRole('button', { name: /Offline edit check/ }).click();
  await expect(card).toContainText('5 × 800 kg');

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Edit workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Offline edit check' });
  await dialog.getByRole('textbox', { name: 'Barbell Back Squat set 2 weight (kg)' }).fill('82.5');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('5 × 82.5 kg');
  await expect(card).not.toContainText('800 kg');
  await expect(card.getByTestId('edit-sync-status')).toContainText('waiting to sync');
  await saveScreenshot(page, 'history-offline-edit-phone', { fullPage: true });

  // A crash or reload before the network returns: the edit is still on the device and shown.
  await page.reload();
  const reloaded = page.getByRole('article', { name: /Offline edit check/ });
  await expect(reloaded.getByTestId('edit-sync-status')).toContainText('waiting to sync');
  await reloaded.getByRole('button', { name: /Offline edit check/ }).click();
  await expect(reloaded).toContainText('5 × 82.5 kg');
  await expect(page.getByTestId('pending-workouts')).toContainText('1 edit of a workout is saved on this device');
  await saveScreenshot(page, 'history-offline-reload-phone', { fullPage: true });

  // Nothing reached the server while offline.
  const before = await api.get<SavedSet[]>(`workout_log_sets?log_id=eq.${logId}&select=id,weight,reps,revision`);
  expect(before.map((set) => set.weight).sort((a, b) => a - b)).toEqual([80, 80, 800]);
  expect(completionCalls).toBe(0);

  await context.setOffline(false);
  await expect(reloaded.getByTestId('edit-sync-status')).toBeHidden({ timeout: 15_000 });
  await expect(reloaded).toContainText('5 × 82.5 kg');
  await expect(page.getByTestId('pending-workouts')).toBeHidden();

  const saved = await api.get<SavedSet[]>(
    `workout_log_sets?log_id=eq.${logId}&select=id,weight,reps,revision&order=set_number`,
  );
  // Only the corrected set has a new revision, above the saved one (server-anchored clock, docs/logger.md).
  expect(saved.map((set) => [set.id, set.weight, set.revision > 1])).toEqual([
    [sets[0]!.id, 80, false],
    [sets[1]!.id, 82.5, true],
    [sets[2]!.id, 80, false],
  ]);
  const logs = await api.get<Array<{ id: string; total_volume: number }>>(
    `workout_logs?workout_name=eq.Offline%20edit%20check&select=id,total_volume`,
  );
  expect(logs).toEqual([{ id: logId, total_volume: 5 * 80 + 5 * 82.5 + 5 * 80 }]);
  // Sent once: no second call after the server took it (a retry would be harmless, but none is due).
  await page.waitForTimeout(1_000);
  expect(completionCalls).toBe(1);
});

test('an edit the server refuses is kept with the reason, then fixed and saved once', async ({ page, request }) => {
  await signInAs(page, 'virtual');
  const token = await accessTokenOf(page);
  const api = rest(request, token);
  const [me] = await api.get<Array<{ id: string }>>('users?select=id&email=eq.virtual@demo.liftwise.app');
  const [exercise] = await api.get<Array<{ id: string }>>('exercises?select=id&name=eq.Barbell%20Back%20Squat');
  const logId = randomUUID();
  const started = new Date(Date.now() - 5 * 3_600_000);
  const sets = [60, 600].map((weight, index) => ({
    id: randomUUID(),
    exercise_id: exercise!.id,
    set_number: index + 1,
    reps: 8,
    weight,
    performed_at: new Date(started.getTime() + (index + 1) * 300_000).toISOString(),
    revision: 1,
  }));
  const finish = await request.post('/rest/v1/rpc/complete_workout_session', {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
    data: {
      p_log: {
        id: logId,
        user_id: me!.id,
        session_id: randomUUID(),
        workout_name: 'Refused edit check',
        started_at: started.toISOString(),
        completed_at: new Date(started.getTime() + 1_800_000).toISOString(),
        duration_seconds: 1800,
        notes: null,
      },
      p_sets: sets,
      p_removed: [],
    },
  });
  expect(finish.ok(), await finish.text()).toBe(true);

  // The server refuses this payload (as it would a value outside a column's limits).
  const refusal = '/rest/v1/rpc/complete_workout_session';
  await page.route(`**${refusal}`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: '23514', message: 'weight is out of range', details: null, hint: null }),
    }),
  );
  await page.goto('/history');
  const card = page.getByRole('article', { name: /Refused edit check/ });
  await card.getByRole('button', { name: /Refused edit check/ }).click();
  await card.getByRole('button', { name: 'Edit workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Refused edit check' });
  await dialog.getByRole('textbox', { name: 'Barbell Back Squat set 2 weight (kg)' }).fill('65');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const alert = card.getByRole('alert');
  await expect(alert).toContainText('Your edit was not accepted: weight is out of range');
  await expect(card).toContainText('8 × 65 kg');
  await saveScreenshot(page, 'history-refused-edit-phone');

  // The person fixes it; the fix replaces the refused edit and is saved.
  await page.unroute(`**${refusal}`);
  await alert.getByRole('button', { name: 'Fix edit' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Barbell Back Squat set 2 weight (kg)' })).toHaveValue('65');
  await dialog.getByRole('textbox', { name: 'Barbell Back Squat set 2 weight (kg)' }).fill('62.5');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(card.getByTestId('edit-sync-status')).toBeHidden({ timeout: 15_000 });
  await expect(card).toContainText('8 × 62.5 kg');

  const saved = await api.get<SavedSet[]>(
    `workout_log_sets?log_id=eq.${logId}&select=id,weight,reps,revision&order=set_number`,
  );
  expect(saved.map((set) => [set.id, set.weight, set.revision > 1])).toEqual([
    [sets[0]!.id, 60, false],
    [sets[1]!.id, 62.5, true],
  ]);
});
