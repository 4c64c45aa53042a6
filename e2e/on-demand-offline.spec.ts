import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { complete, rest, syncStatus } from './support/logger';
import { waitForServiceWorker } from './support/service-worker';
import { accessTokenOf, signInAs } from './support/session';

// Issue 30: an on-demand workout saved for the gym. The trainer offers a workout on demand, granted
// to the virtual client (Victor) by name. On a phone, Victor saves it for offline, loses the signal,
// opens On demand (the library cannot be read: "Saved on this device"), starts it, logs two sets and
// finishes; back online the log is saved once and the offer shows completed, decided on the server
// (20261201600000_on_demand_workout_completed.sql), for him and for his trainer. Everything carries
// this run's mark and is deleted at the end.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const RUN = Date.now().toString(36).slice(-6).toUpperCase();
const WORKOUT = `E2E hotel legs ${RUN}`;
const VICTOR = '00000000-0000-4000-8000-000000000012';
const TAYLOR = '00000000-0000-4000-8000-000000000002';

function api(request: APIRequestContext, token: string) {
  const headers = { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}`, Prefer: 'return=minimal' };
  return {
    insert: async (table: string, row: Record<string, unknown>) => {
      const response = await request.post(`/rest/v1/${table}`, { headers, data: row });
      expect(response.ok(), `${table}: ${await response.text()}`).toBe(true);
    },
    remove: (path: string) => request.delete(`/rest/v1/${path}`, { headers }),
  };
}

test('a workout saved for offline starts with no signal, logs, and shows completed once saved', async ({
  page,
  context,
  browser,
  request,
}) => {
  // The trainer offers a workout of one exercise on demand, in a list granted to Victor.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInAs(staffPage, 'trainer');
  const trainerToken = await accessTokenOf(staffPage);
  const asTrainer = api(request, trainerToken);
  const [squat] = await rest(request, trainerToken).get<Array<{ id: string }>>(
    'exercises?name=eq.Barbell%20Back%20Squat&select=id',
  );
  const workoutId = randomUUID();
  const offerId = randomUUID();
  const collectionId = randomUUID();
  await asTrainer.insert('workouts', { id: workoutId, name: WORKOUT, created_by: TAYLOR });
  await asTrainer.insert('workout_exercises', {
    workout_id: workoutId,
    exercise_id: squat!.id,
    order: 0,
    sets: 2,
    rep_single: 8,
    weight: 40,
  });
  await asTrainer.insert('on_demand_workouts', { id: offerId, workout_id: workoutId, is_published: true });
  await asTrainer.insert('on_demand_collections', {
    id: collectionId,
    kind: 'workouts',
    title: `E2E away ${RUN}`,
    is_published: true,
  });
  // A list's items are written by its RPC only (the whole order, against the revision loaded).
  await asTrainer.insert('rpc/set_on_demand_collection_items', {
    p_collection_id: collectionId,
    p_item_ids: [offerId],
    p_revision: 1,
  });
  await asTrainer.insert('on_demand_grants', { collection_id: collectionId, audience: 'client', client_id: VICTOR });

  try {
    await signInAs(page, 'virtual');
    await waitForServiceWorker(page);
    await page.goto('/on-demand');
    const list = page.getByRole('region', { name: `E2E away ${RUN}` });
    await expect(list.getByText(WORKOUT)).toBeVisible();
    await list.getByRole('button', { name: `Save ${WORKOUT} for offline` }).click();
    await expect(list.getByRole('button', { name: `Remove ${WORKOUT} from this device` })).toBeVisible();
    await expect(list.getByText('On this device')).toBeVisible();
    // Every screen Victor opens is on the device before the signal goes (the logger's code too).
    await expect(page.locator('html[data-screens-on-device="true"]')).toHaveCount(1, { timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText("You're offline. Videos stream and need a connection")).toBeVisible();
    const saved = page.getByRole('region', { name: 'Saved on this device' });
    await saved.getByRole('link', { name: `Start ${WORKOUT}` }).click();
    await expect(page).toHaveURL(new RegExp(`/workouts/${workoutId}/start`));
    await complete(page, 'Barbell Back Squat set 1').click();
    await complete(page, 'Barbell Back Squat set 2').click();
    await expect(complete(page, 'Barbell Back Squat set 2')).toHaveAttribute('aria-checked', 'true');
    await expect(syncStatus(page)).not.toHaveAttribute('data-sync', 'synced');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.getByRole('dialog', { name: 'Finish workout?' }).getByRole('button', { name: 'Finish workout' }).click();
    await expect(page.getByTestId('save-status')).toContainText('Saved on this device — will sync');

    await context.setOffline(false);
    await expect(page.getByTestId('save-status')).not.toContainText('will sync', { timeout: 20_000 });
    const asVictor = rest(request, await accessTokenOf(page));
    const logs = await asVictor.get<Array<{ id: string }>>(`workout_logs?workout_id=eq.${workoutId}&select=id`);
    expect(logs).toHaveLength(1);
    const sets = await asVictor.get<unknown[]>(`workout_log_sets?log_id=eq.${logs[0]!.id}&select=id`);
    expect(sets).toHaveLength(2);
    const [progress] = await asVictor.get<Array<{ completed_at: string | null }>>(
      `on_demand_progress?workout_id=eq.${offerId}&select=completed_at`,
    );
    expect(progress?.completed_at).toBeTruthy();

    await page.goto('/on-demand');
    const row = page.getByRole('region', { name: `E2E away ${RUN}` }).getByRole('listitem');
    await expect(row.getByText('Done')).toBeVisible();
    // Removing it from the device offers saving again.
    await row.getByRole('button', { name: `Remove ${WORKOUT} from this device` }).click();
    await expect(row.getByRole('button', { name: `Save ${WORKOUT} for offline` })).toBeVisible();

    // His trainer reads it completed on his profile.
    const [seen] = await rest(request, trainerToken).get<Array<{ completed_at: string | null }>>(
      `on_demand_progress?client_id=eq.${VICTOR}&workout_id=eq.${offerId}&select=completed_at`,
    );
    expect(seen?.completed_at).toBe(progress!.completed_at);
  } finally {
    // Victor's log first: a workout with a logged workout cannot be deleted (PT409, archive instead).
    await rest(request, await accessTokenOf(page)).delete(`workout_logs?workout_id=eq.${workoutId}`);
    await asTrainer.remove(`on_demand_collections?id=eq.${collectionId}`);
    await asTrainer.remove(`workouts?id=eq.${workoutId}`);
    await staff.close();
  }
});
