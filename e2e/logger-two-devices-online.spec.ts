import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { clearSessions, complete, field, FULL_BODY_A, LOGGER, rest as api, syncStatus } from './support/logger';
import { accessTokenOf, signInAs } from './support/session';

/**
 * Issue 23 §2 and §3: two phones, both online, one workout. A finish on one must save what the
 * other already synced, and the last edit of a set must win even when one phone's clock is wrong.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const synced = (page: Page) => expect(syncStatus(page)).toHaveAttribute('data-sync', 'synced');

/** Makes a page's clock run `shiftMs` off the real time (Date.now and new Date), like a phone set wrong. */
const shiftedClock = (shiftMs: number) => `(() => {
  const RealDate = Date;
  const shifted = () => RealDate.now() + (${shiftMs});
  class ShiftedDate extends RealDate {
    constructor(...args) { if (args.length === 0) super(shifted()); else super(...args); }
    static now() { return shifted(); }
  }
  globalThis.Date = ShiftedDate;
})();`;

async function finish(page: Page) {
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Finish workout?' }).getByRole('button', { name: 'Finish workout' }).click();
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
  await expect(page.getByTestId('save-status')).not.toContainText('will sync', { timeout: 15_000 });
}

async function activeSessionId(page: Page, request: APIRequestContext): Promise<string> {
  const rows = await api(request, await accessTokenOf(page)).get<Array<{ id: string }>>(
    `workout_sessions?workout_id=eq.${FULL_BODY_A}&status=eq.active&order=started_at.desc&limit=1&select=id`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** The sets saved for a session, as `exercise name: weight x reps`, read with the owner's token. */
async function savedSets(request: APIRequestContext, token: string, sessionId: string): Promise<string[]> {
  const rest = api(request, token);
  const logs = await rest.get<Array<{ id: string }>>(`workout_logs?session_id=eq.${sessionId}&select=id`);
  expect(logs.length).toBeLessThanOrEqual(1);
  if (logs.length === 0) return [];
  const sets = await rest.get<Array<{ reps: number; weight: number; exercises: { name: string } }>>(
    `workout_log_sets?log_id=eq.${logs[0]!.id}&select=reps,weight,exercises(name)`,
  );
  return sets.map((set) => `${set.exercises.name}: ${set.weight}x${set.reps}`).sort();
}

interface StateSet {
  weight: number | null;
  reps: number | null;
  completed: boolean;
}
/** The server's copy of the workout in progress: each exercise's sets. */
async function serverSets(request: APIRequestContext, token: string, sessionId: string) {
  const [row] = await api(request, token).get<
    Array<{ state: { exercises: Array<{ name: string; deleted?: boolean; sets: StateSet[] }> } }>
  >(`workout_sessions?id=eq.${sessionId}&select=state`);
  return new Map(row!.state.exercises.map((exercise) => [exercise.name, exercise.sets]));
}

/** Two phones of one client on the same workout in progress, both synced. */
async function twoPhones(browser: Browser, request: APIRequestContext, options: { clockShiftB?: number } = {}) {
  const deviceA = await browser.newContext(PHONE);
  const deviceB = await browser.newContext(PHONE);
  if (options.clockShiftB) await deviceB.addInitScript({ content: shiftedClock(options.clockShiftB) });
  const a = await deviceA.newPage();
  const b = await deviceB.newPage();
  await signInAs(a, 'client');
  await clearSessions(a, request);
  await a.goto(LOGGER);
  await expect(complete(a, 'Barbell Back Squat set 1')).toBeVisible();
  await synced(a);
  const sessionId = await activeSessionId(a, request);
  await signInAs(b, 'client');
  await b.goto(LOGGER);
  await expect(complete(b, 'Barbell Back Squat set 1')).toBeVisible();
  await synced(b);
  expect(await activeSessionId(b, request)).toBe(sessionId);
  return {
    a,
    b,
    sessionId,
    token: await accessTokenOf(a),
    close: () => Promise.all([deviceA.close(), deviceB.close()]),
  };
}

async function logSet(page: Page, name: string, weight: string, reps: string) {
  await field(page, `${name} weight (kg)`).fill(weight);
  await field(page, `${name} reps`).fill(reps);
  await complete(page, name).click();
}

test('a finish on one phone saves the set the other phone had already synced', async ({ browser, request }) => {
  const { a, b, sessionId, token, close } = await twoPhones(browser, request);
  await logSet(a, 'Barbell Back Squat set 1', '70', '5');
  await synced(a);
  await logSet(b, 'Barbell Bench Press set 1', '50', '8');
  await synced(b);
  const held = await serverSets(request, token, sessionId);
  expect(held.get('Barbell Back Squat')![0]).toMatchObject({ completed: true, weight: 70, reps: 5 });
  expect(held.get('Barbell Bench Press')![0]).toMatchObject({ completed: true, weight: 50, reps: 8 });

  // A never saw B's set (nothing made it look), and finishes.
  await expect(complete(a, 'Barbell Bench Press set 1')).toHaveAttribute('aria-checked', 'false');
  await finish(a);
  await b.reload();
  await expect(b.getByRole('button', { name: 'Finish', exact: true })).toBeVisible();

  expect(await savedSets(request, token, sessionId)).toEqual(['Barbell Back Squat: 70x5', 'Barbell Bench Press: 50x8']);
  // Everything B logged is in the finished workout: nothing is left to save on B.
  await expect(b.getByTestId('ended-elsewhere')).toHaveCount(0);
  await close();
});

test('a phone whose workout was finished elsewhere offers to add the sets it logged after', async ({
  browser,
  request,
}) => {
  const { a, b, sessionId, token, close } = await twoPhones(browser, request);
  await logSet(a, 'Barbell Back Squat set 1', '70', '5');
  await logSet(b, 'Barbell Bench Press set 1', '50', '8');
  await synced(a);
  await synced(b);
  await finish(a);

  // B keeps going: its next set cannot go into a finished workout unnoticed.
  await logSet(b, 'Barbell Bench Press set 2', '50', '7');
  await expect(b.getByTestId('ended-elsewhere')).toContainText('finished on another device', { timeout: 15_000 });
  await b.getByRole('button', { name: 'Save these sets' }).click();
  await b.getByRole('dialog', { name: 'Finish workout?' }).getByRole('button', { name: 'Finish workout' }).click();
  await expect(b.getByTestId('save-status')).not.toContainText('will sync', { timeout: 15_000 });

  expect(await savedSets(request, token, sessionId)).toEqual([
    'Barbell Back Squat: 70x5',
    'Barbell Bench Press: 50x7',
    'Barbell Bench Press: 50x8',
  ]);
  await close();
});

test('with one phone’s clock ten minutes slow, the later edit of a set still wins', async ({ browser, request }) => {
  const { a, b, sessionId, token, close } = await twoPhones(browser, request, { clockShiftB: -10 * 60_000 });
  const set = 'Barbell Back Squat set 1';
  await field(a, `${set} weight (kg)`).fill('50');
  await field(a, `${set} reps`).fill('10');
  await synced(a);
  // Then B, whose clock says it is ten minutes earlier, changes the same set.
  await field(b, `${set} weight (kg)`).fill('55');
  await field(b, `${set} reps`).fill('9');
  await synced(b);

  await expect(field(b, `${set} weight (kg)`)).toHaveValue('55');
  await expect(field(b, `${set} reps`)).toHaveValue('9');
  expect((await serverSets(request, token, sessionId)).get('Barbell Back Squat')![0]).toMatchObject({
    weight: 55,
    reps: 9,
  });
  await a.reload();
  await expect(field(a, `${set} weight (kg)`)).toHaveValue('55');
  await expect(field(a, `${set} reps`)).toHaveValue('9');
  await close();
});
