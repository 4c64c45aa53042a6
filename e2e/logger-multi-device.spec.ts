import { spawnSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { clearSessions, complete, field, FULL_BODY_A, LOGGER, rest as api, syncStatus } from './support/logger';
import { waitForServiceWorker } from './support/service-worker';
import { accessTokenOf, signInAs, signInThroughUi } from './support/session';
import { saveScreenshot } from './support/screenshots';

/**
 * "Every set typed on any device or tab is in the database exactly once, under its owner", tried
 * with a second writer: another device, another tab, another account on the same phone, and a
 * device whose storage refuses writes. Each test counts the rows against what was typed.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const synced = (page: Page) => expect(syncStatus(page)).toHaveAttribute('data-sync', 'synced');

async function finish(page: Page) {
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Finish workout?' }).getByRole('button', { name: 'Finish workout' }).click();
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
}

async function activeSessionId(page: Page, request: APIRequestContext): Promise<string> {
  const rows = await api(request, await accessTokenOf(page)).get<Array<{ id: string }>>(
    `workout_sessions?workout_id=eq.${FULL_BODY_A}&status=eq.active&order=started_at.desc&limit=1&select=id`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** The sets saved for a session, as `exercise name: weight x reps`, read with the owner's token. */
async function savedSets(request: APIRequestContext, token: string, sessionId: string) {
  const rest = api(request, token);
  const logs = await rest.get<Array<{ id: string }>>(`workout_logs?session_id=eq.${sessionId}&select=id`);
  if (logs.length === 0) return { logs: 0, sets: [] as string[], ids: 0 };
  const sets = await rest.get<Array<{ id: string; reps: number; weight: number; exercises: { name: string } }>>(
    `workout_log_sets?log_id=eq.${logs[0]!.id}&select=id,reps,weight,exercises(name)&order=performed_at`,
  );
  return {
    logs: logs.length,
    sets: sets.map((set) => `${set.exercises.name}: ${set.weight}x${set.reps}`).sort(),
    ids: new Set(sets.map((set) => set.id)).size,
  };
}

test('two devices log one workout; the second finish amends the first, every set saved once', async ({
  browser,
  request,
}) => {
  const deviceA = await browser.newContext(PHONE);
  const deviceB = await browser.newContext(PHONE);
  const phone = await deviceA.newPage();
  const tablet = await deviceB.newPage();
  await signInAs(phone, 'client');
  await clearSessions(phone, request);
  await phone.goto(LOGGER);
  await complete(phone, 'Barbell Back Squat set 1').click();
  await synced(phone);
  const sessionId = await activeSessionId(phone, request);

  // The tablet resumes the same session, then loses the network and logs bench press.
  await signInAs(tablet, 'client');
  await tablet.goto(LOGGER);
  await expect(complete(tablet, 'Barbell Back Squat set 1')).toHaveAttribute('aria-checked', 'true');
  await deviceB.setOffline(true);
  for (const [set, reps] of [
    ['1', '7'],
    ['2', '8'],
  ] as const) {
    await field(tablet, `Barbell Bench Press set ${set} weight (kg)`).fill('50');
    await field(tablet, `Barbell Bench Press set ${set} reps`).fill(reps);
    await complete(tablet, `Barbell Bench Press set ${set}`).click();
  }

  // Meanwhile the phone logs a row and finishes.
  await field(phone, 'Seated Cable Row set 1 weight (kg)').fill('45');
  await field(phone, 'Seated Cable Row set 1 reps').fill('12');
  await complete(phone, 'Seated Cable Row set 1').click();
  await finish(phone);
  await expect(phone.getByTestId('save-status')).not.toContainText('will sync', { timeout: 15_000 });

  // The tablet comes back: its sets are not dropped; the person saves them into the same workout.
  await deviceB.setOffline(false);
  await expect(tablet.getByTestId('ended-elsewhere')).toContainText('finished on another device', { timeout: 15_000 });
  await saveScreenshot(tablet, 'logger-multi-device-ended-elsewhere');
  await tablet.getByRole('button', { name: 'Save these sets' }).click();
  await tablet.getByRole('dialog', { name: 'Finish workout?' }).getByRole('button', { name: 'Finish workout' }).click();
  await expect(tablet.getByTestId('save-status')).not.toContainText('will sync', { timeout: 15_000 });

  const saved = await savedSets(request, await accessTokenOf(phone), sessionId);
  expect(saved.logs).toBe(1);
  expect(saved.ids).toBe(4);
  expect(saved.sets).toEqual(
    [
      'Barbell Back Squat: 70x5',
      'Barbell Bench Press: 50x7',
      'Barbell Bench Press: 50x8',
      'Seated Cable Row: 45x12',
    ].sort(),
  );
  await deviceA.close();
  await deviceB.close();
});

test('two tabs of one browser share one session and one device copy', async ({ browser, request }) => {
  const context = await browser.newContext(PHONE);
  const first = await context.newPage();
  await signInAs(first, 'client');
  await clearSessions(first, request);
  const second = await context.newPage();
  const since = new Date(Date.now() - 1_000).toISOString();
  // Both tabs start the workout at the same moment: one session.
  await Promise.all([first.goto(LOGGER), second.goto(LOGGER)]);
  await expect(complete(first, 'Barbell Back Squat set 1')).toBeVisible();
  await expect(complete(second, 'Barbell Back Squat set 1')).toBeVisible();

  await complete(first, 'Barbell Back Squat set 1').click();
  await complete(second, 'Barbell Bench Press set 1').click();
  // Each tab takes the other's set in, so neither overwrites it.
  await expect(complete(first, 'Barbell Bench Press set 1')).toHaveAttribute('aria-checked', 'true');
  await expect(complete(second, 'Barbell Back Squat set 1')).toHaveAttribute('aria-checked', 'true');
  await synced(first);
  const sessionId = await activeSessionId(first, request);

  await finish(first);
  // The other tab shows the finished workout instead of letting sets be logged into it.
  await expect(second.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
  await expect(first.getByTestId('save-status')).not.toContainText('will sync', { timeout: 15_000 });

  const saved = await savedSets(request, await accessTokenOf(first), sessionId);
  expect(saved).toMatchObject({ logs: 1, ids: 2 });
  const sessions = await api(request, await accessTokenOf(first)).get<unknown[]>(
    `workout_sessions?workout_id=eq.${FULL_BODY_A}&started_at=gte.${since}&select=id`,
  );
  expect(sessions).toHaveLength(1);
  await context.close();
});

test('finishes queued by one account are never sent by the next person to sign in on the phone', async ({
  page,
  context,
  request,
}) => {
  await signInAs(page, 'client');
  await clearSessions(page, request);
  await page.goto(LOGGER);
  await complete(page, 'Barbell Back Squat set 1').click();
  await synced(page);
  const sessionId = await activeSessionId(page, request);
  const clientToken = await accessTokenOf(page);
  // The screens the phone opens below with no signal come from the service worker.
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await complete(page, 'Barbell Back Squat set 2').click();
  await finish(page);
  await expect(page.getByTestId('save-status')).toContainText('Saved on this device — will sync');

  // Every screen says what waits; signing out warns and keeps it.
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByTestId('pending-workouts')).toContainText('1 finished workout is saved on this device');
  await saveScreenshot(page, 'logger-multi-device-pending-workouts');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign out' }).click();
  const warning = page.getByRole('dialog', { name: 'Sign out with unsaved work?' });
  await expect(warning).toContainText('1 finished workout has not reached the server yet.');
  await saveScreenshot(page, 'logger-multi-device-sign-out-warning');
  await warning.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Someone else signs in on the same phone as soon as the network is back.
  await context.setOffline(false);
  await signInThroughUi(page, ACCOUNTS.virtual.email);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForTimeout(3_000); // time for any background sending to happen
  const otherToken = await accessTokenOf(page);
  expect((await savedSets(request, otherToken, sessionId)).logs).toBe(0);
  expect((await savedSets(request, clientToken, sessionId)).logs).toBe(0);
  await expect(page.getByTestId('pending-workouts')).toHaveCount(0);
  const queued = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('liftwise-logger');
        opening.onsuccess = () => {
          const count = opening.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(queued).toBe(1);

  // Back to its owner: sent and saved under the client, once.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await signInThroughUi(page, ACCOUNTS.client.email);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect
    .poll(async () => (await savedSets(request, await accessTokenOf(page), sessionId)).ids, { timeout: 20_000 })
    .toBe(2);
  expect((await savedSets(request, await accessTokenOf(page), sessionId)).logs).toBe(1);
});

test('when the device cannot store the workout, it says so and saves straight to the server', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.transaction.db.name === 'liftwise-logger')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  const page = await context.newPage();
  await signInAs(page, 'client');
  await clearSessions(page, request);
  await page.goto(LOGGER);
  await complete(page, 'Barbell Back Squat set 1').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This device cannot save your workout right now' }),
  ).toBeVisible();
  await complete(page, 'Barbell Back Squat set 2').click();
  await synced(page);
  const sessionId = await activeSessionId(page, request);
  await finish(page);
  await expect(page.getByTestId('save-status')).toContainText('Saved');
  await expect(page.getByTestId('save-status')).not.toContainText('will sync');
  const saved = await savedSets(request, await accessTokenOf(page), sessionId);
  expect(saved).toMatchObject({ logs: 1, ids: 2 });
  await context.close();
});

test('a browser killed mid-workout loses nothing: the sets are on the device and saved once after restart', async ({
  playwright,
  request,
}, testInfo) => {
  const profile = testInfo.outputPath('profile');
  const launch = () =>
    playwright.chromium.launchPersistentContext(profile, {
      ...PHONE,
      baseURL: testInfo.project.use.baseURL,
      executablePath: testInfo.project.use.launchOptions?.executablePath,
      args: testInfo.project.use.launchOptions?.args,
    });
  const first = await launch();
  const page = first.pages()[0] ?? (await first.newPage());
  await signInAs(page, 'client');
  await clearSessions(page, request);
  await page.goto(LOGGER);
  await complete(page, 'Barbell Back Squat set 1').click();
  await synced(page);
  const sessionId = await activeSessionId(page, request);
  await first.setOffline(true);
  await complete(page, 'Barbell Back Squat set 2').click();
  await field(page, 'Barbell Back Squat set 3 reps').fill('9');
  await page.waitForTimeout(200);
  // No shutdown, no unload: the process is killed as a crash or the OS would.
  // (No shell: a shell's own command line would match the pattern and be killed first.)
  const killed = spawnSync('pkill', ['-KILL', '-f', '--', `user-data-dir=${profile}`]);
  expect(killed.status).toBe(0);
  await first.close().catch(() => undefined);

  const second = await launch();
  const again = second.pages()[0] ?? (await second.newPage());
  await signInAs(again, 'client');
  await again.goto(LOGGER);
  await expect(complete(again, 'Barbell Back Squat set 2')).toHaveAttribute('aria-checked', 'true');
  await expect(field(again, 'Barbell Back Squat set 3 reps')).toHaveValue('9');
  await finish(again);
  await expect(again.getByTestId('save-status')).not.toContainText('will sync', { timeout: 15_000 });
  const saved = await savedSets(request, await accessTokenOf(again), sessionId);
  expect(saved).toMatchObject({ logs: 1, ids: 2 });
  await second.close();
});
