import { expect, test, type Page } from '@playwright/test';
import { clearSessions, complete, rest } from './support/logger';
import { accessTokenOf, signInAs } from './support/session';
import { waitForServiceWorker } from './support/service-worker';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Whether the exercise library is on the device (what the picker reads offline). */
const catalogCached = (page: Page) =>
  page.evaluate(() =>
    // Opening a database that does not exist yet would create it empty, before the app could.
    indexedDB.databases().then(
      (databases) =>
        new Promise<number>((resolve) => {
          if (!databases.some((db) => db.name === 'liftwise-exercise-cache')) return resolve(0);
          const open = indexedDB.open('liftwise-exercise-cache');
          open.onerror = () => resolve(0);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('catalogs')) return resolve(0);
            const all = db.transaction('catalogs').objectStore('catalogs').getAll();
            all.onsuccess = () => resolve((all.result as Array<{ exercises: unknown[] }>)[0]?.exercises.length ?? 0);
            all.onerror = () => resolve(0);
          };
        }),
    ),
  );

async function addExercise(page: Page, search: string, name: string) {
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const picker = page.getByRole('dialog', { name: 'Add exercise' });
  await picker.getByLabel('Search exercises').fill(search);
  await picker
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(picker).toHaveCount(0);
}

test('an empty workout built offline from the cached library is saved online with every set once', async ({
  page,
  context,
  request,
}) => {
  await signInAs(page, 'client');
  await clearSessions(page, request);
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect.poll(() => catalogCached(page), { timeout: 20_000 }).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Start empty workout' }).first().click();
  await expect(page).toHaveURL(/\/workouts\/empty\/start\?session=[0-9a-f-]{36}$/);
  const sessionId = new URL(page.url()).searchParams.get('session')!;
  await expect(page.getByText('No exercises yet')).toBeVisible();
  await page.getByLabel('Workout name').fill('Garage session');

  await addExercise(page, 'back squat', 'Barbell Back Squat');
  await addExercise(page, 'cable row', 'Seated Cable Row');
  await complete(page, 'Barbell Back Squat set 1').click();
  await complete(page, 'Barbell Back Squat set 2').click();
  await complete(page, 'Seated Cable Row set 1').click();
  // Reordered offline too: the row moves up.
  await page.getByRole('button', { name: 'Options for Seated Cable Row' }).click();
  await page.getByRole('dialog', { name: 'Seated Cable Row' }).getByRole('button', { name: 'Move up' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Seated Cable Row');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Finish workout?' }).getByRole('button', { name: 'Finish workout' }).click();
  await expect(page.getByTestId('save-status')).not.toContainText('will sync', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Save as a workout' })).toBeVisible();

  const api = rest(request, await accessTokenOf(page));
  const logs = await api.get<Array<{ id: string; workout_id: string | null; workout_name: string }>>(
    `workout_logs?session_id=eq.${sessionId}&select=id,workout_id,workout_name`,
  );
  expect(logs).toEqual([{ id: expect.any(String), workout_id: null, workout_name: 'Garage session' }]);
  const sets = await api.get<Array<{ id: string }>>(`workout_log_sets?log_id=eq.${logs[0]!.id}&select=id`);
  expect(sets).toHaveLength(3);
  expect(new Set(sets.map((set) => set.id)).size).toBe(3);

  await page.getByRole('button', { name: 'Save as a workout' }).click();
  await page.getByRole('button', { name: 'Save workout' }).click();
  await expect(page.getByText('Saved to your workouts.')).toBeVisible();
});
