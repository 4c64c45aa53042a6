import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { waitForServiceWorker } from './support/service-worker';
import { accessTokenOf, signInAs } from './support/session';

const CASEY = '00000000-0000-4000-8000-000000000011';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

async function rest(
  request: APIRequestContext,
  page: Page,
  path: string,
  init: { method?: string; data?: unknown } = {},
) {
  const token = await accessTokenOf(page);
  const response = await request.fetch(path, {
    method: init.method ?? 'GET',
    headers: {
      apikey: PUBLISHABLE_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'resolution=merge-duplicates',
    },
    data: init.data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response;
}

/** The browser's own calendar day, and the day before: what the app calls "today". */
const browserDays = (page: Page) =>
  page.evaluate(() => {
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    return { today: iso(now), yesterday: iso(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)) };
  });

test('a coach assigns a habit; the client logs weight in two taps, then ticks the habit and updates the weight offline; the coach sees both', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const habit = `Stretch 10 minutes ${Date.now()}`;
  const coachContext = await browser.newContext(DESKTOP);
  const clientContext = await browser.newContext(PHONE);
  const coach = await coachContext.newPage();
  const client = await clientContext.newPage();
  await signInAs(coach, 'trainer');
  await signInAs(client, 'client');

  // The coach assigns a custom habit from the client's profile.
  await coach.goto(`/clients/profile/${CASEY}`);
  const coachHabits = coach.getByRole('region', { name: 'Habits' });
  await coachHabits.getByRole('button', { name: 'Custom habit' }).click();
  await coachHabits.getByRole('textbox', { name: 'Habit' }).fill(habit);
  await coachHabits.getByRole('button', { name: 'Assign habit' }).click();
  await expect(coachHabits.getByText(habit)).toBeVisible();

  // Yesterday's weigh-in, so today's field starts from it.
  const { today, yesterday } = await browserDays(client);
  await rest(request, client, '/rest/v1/body_weight_entries?on_conflict=client_id,measured_on', {
    method: 'POST',
    data: { client_id: CASEY, measured_on: yesterday, weight_kg: 81.2, created_by: CASEY },
  });

  // Two taps on Today: one step down from yesterday's weight, then Save.
  await client.goto('/');
  const weightCard = client.getByRole('region', { name: 'Body weight' });
  const field = weightCard.getByRole('textbox', { name: 'Weight in kg' });
  await expect(field).toHaveValue('81.2');
  await weightCard.getByRole('button', { name: '0.1 kg less' }).tap();
  await weightCard.getByRole('button', { name: 'Save' }).tap();
  await expect(weightCard.getByText('Logged today')).toBeVisible();
  await expect(weightCard).toContainText('Trend');
  const stored = await rest(
    request,
    client,
    `/rest/v1/body_weight_entries?select=weight_kg&client_id=eq.${CASEY}&measured_on=eq.${today}`,
  );
  expect(await stored.json()).toEqual([{ weight_kg: 81.1 }]);

  // The habit, ticked with no signal: shown done at once, kept on the phone, sent when back online.
  const habitBox = client.getByRole('checkbox', { name: new RegExp(habit) });
  await expect(habitBox).toHaveAttribute('aria-checked', 'false');
  await waitForServiceWorker(client);
  await clientContext.setOffline(true);
  await habitBox.tap();
  await expect(habitBox).toHaveAttribute('aria-checked', 'true');
  const habitsCard = client.getByRole('region', { name: 'Habits' });
  await expect(habitsCard.getByRole('status').filter({ hasText: 'Saved on this phone' })).toBeVisible();
  // A weigh-in with no signal too: kept on the phone, shown at once, sent when back online.
  await expect(field).toHaveValue('81.1');
  await weightCard.getByRole('button', { name: '0.1 kg less' }).tap();
  await weightCard.getByRole('button', { name: 'Update' }).tap();
  await expect(weightCard.getByRole('status').filter({ hasText: 'Saved on this phone' })).toBeVisible();
  await expect(field).toHaveValue('81.0');
  const todaysWeight = async () =>
    (await (
      await rest(
        request,
        coach,
        `/rest/v1/body_weight_entries?select=weight_kg&client_id=eq.${CASEY}&measured_on=eq.${today}`,
      )
    ).json()) as unknown[];
  expect(await todaysWeight()).toEqual([{ weight_kg: 81.1 }]);
  const ticksPath = `/rest/v1/habit_ticks?select=tick_date,habits!inner(title)&habits.title=eq.${encodeURIComponent(habit)}`;
  const ticks = async () => (await (await rest(request, coach, ticksPath)).json()) as unknown[];
  expect(await ticks()).toEqual([]);
  await saveScreenshot(client, 'habits-weight-offline-phone');
  // Still offline, a reload opens Today from the device: the habit (kept copy) still ticked (queue).
  await client.reload();
  await expect(client.getByRole('checkbox', { name: new RegExp(habit) })).toHaveAttribute('aria-checked', 'true');
  await expect(field).toHaveValue('81.0');
  expect(await ticks()).toEqual([]);
  await clientContext.setOffline(false);
  await expect.poll(ticks, { timeout: 20_000 }).toHaveLength(1);
  await expect.poll(todaysWeight, { timeout: 20_000 }).toEqual([{ weight_kg: 81 }]);
  await expect(client.getByRole('status').filter({ hasText: 'Saved on this phone' })).toHaveCount(0);

  // The coach sees the tick (a one-day streak) and the weight on the profile.
  await coach.reload();
  await expect(coachHabits.getByRole('listitem').filter({ hasText: habit })).toContainText('streak 1 day');
  const coachWeight = coach.getByRole('region', { name: 'Body weight' });
  await expect(coachWeight.getByRole('list', { name: 'Latest weigh-ins' })).toContainText('81 kg');
  await expect(coachWeight).toContainText('Trend');

  // Cleanup: the coach archives the habit, and it leaves the client's Today.
  await coachHabits.getByRole('button', { name: `Archive ${habit}` }).click();
  await expect(coachHabits.getByRole('button', { name: /^Archived \(\d+\)$/ })).toBeVisible();
  await client.reload();
  await expect(client.getByRole('region', { name: 'Body weight' })).toBeVisible();
  await expect(client.getByRole('checkbox', { name: new RegExp(habit) })).toHaveCount(0);
  await coachContext.close();
  await clientContext.close();
});
