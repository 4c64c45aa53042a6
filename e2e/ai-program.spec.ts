import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { accessTokenOf, signInAs, signInThroughUi } from './support/session';
import { saveScreenshot } from './support/screenshots';

// Issue 9 at a desk: a trainer drafts a whole program with AI in the builder, edits it, saves and
// assigns it; and a trainer drafts a workout for one of their clients in the chat, which is saved
// as that client's. Each test creates its own client (staff create clients assigned to them), so
// no other spec's client gets a new program or workout. The local model answers (no provider).
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'FreshClient123';

async function createClient(page: Page, request: APIRequestContext, firstName: string, stamp: number) {
  const email = `${firstName.toLowerCase()}.${stamp}@example.com`;
  const created = await request.post('/functions/v1/create-user', {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { email, password: PASSWORD, firstName, lastName: `Ai${stamp}`, role: 'client' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const token = await accessTokenOf(page);
  const users = await request.get(`/rest/v1/users?select=id,name&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
  });
  const [user] = (await users.json()) as { id: string; name: string }[];
  expect(user, 'the trainer reads the new client').toBeTruthy();
  return { email, id: user!.id, name: user!.name };
}

async function restGet<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/rest/v1/${path}`, {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('a trainer drafts a program with AI in the builder, edits it, saves and assigns it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  const client = await createClient(page, request, 'Rowan', stamp);

  await page.goto('/programs/builder');
  await expect(page.getByRole('heading', { name: 'Program Builder' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate with AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a program with AI' });
  // A client is required.
  await dialog.getByRole('button', { name: 'Generate program' }).click();
  await expect(dialog.getByText('Choose the client this program is for.')).toBeVisible();
  await dialog.getByLabel('Client').selectOption({ label: client.name });
  await dialog.getByLabel('Days per week').selectOption('3');
  await dialog.getByLabel('Goal').selectOption({ label: 'Build muscle' });
  await dialog.getByLabel('Training style').selectOption({ label: 'Hypertrophy' });
  // The choices are kept under the spec's key, so a reload reopens the dialog as it was.
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Client')).toHaveValue(client.id);
  await expect(dialog.getByLabel('Days per week')).toHaveValue('3');
  expect(await page.evaluate(() => localStorage.getItem('programAiModal'))).toContain('"daysPerWeek":3');

  // The dialog fits a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'ai-program-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Generate program' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Drafting|Reading/);
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(page.getByText('The AI drafted 3 workouts into this program.')).toBeVisible();
  await saveScreenshot(page, 'ai-program-drafted', { fullPage: true });

  // Push, Pull and Legs on Monday, Wednesday and Friday, as new workouts saved with the program.
  const push = page.getByRole('listitem', { name: 'Monday' }).getByRole('group', { name: 'Push' });
  await expect(push).toBeVisible();
  await expect(push.getByText('New: saved with the program')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Wednesday' }).getByRole('group', { name: 'Pull' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Friday' }).getByRole('group', { name: 'Legs' })).toBeVisible();
  await expect(page.getByLabel('Program name')).toHaveValue(`${client.name}: Build muscle (3 days)`);
  // Nothing was saved yet.
  expect(await restGet<unknown[]>(page, request, `programs?select=id&client_id=eq.${client.id}`)).toHaveLength(0);

  // Edit: rename Push and remove its first exercise.
  await push.getByRole('button', { name: 'Edit Push' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Push' });
  const rows = editor.getByTestId('builder-row');
  const before = await rows.count();
  expect(before).toBeGreaterThanOrEqual(6);
  expect(before).toBeLessThanOrEqual(10);
  await editor.getByLabel('Workout name').fill('Heavy Push');
  const remove = rows.first().getByRole('button', { name: /^Remove / });
  const removed = ((await remove.getAttribute('aria-label')) ?? '').replace(/^Remove /, '');
  expect(removed).not.toBe('');
  await remove.click();
  await expect(rows).toHaveCount(before - 1);
  await editor.getByRole('button', { name: 'Update workout in the program' }).click();
  await expect(page.getByRole('listitem', { name: 'Monday' }).getByRole('group', { name: 'Heavy Push' })).toBeVisible();
  await page.getByLabel('Program name').fill(`AI Hypertrophy ${stamp}`);

  await page.getByRole('button', { name: 'Save and assign' }).click();
  await expect(page).toHaveURL(/\/programs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `AI Hypertrophy ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`For ${client.name}`)).toBeVisible();
  await expect(page.getByText('Heavy Push').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('programBuilder'))).toBeNull();

  // Saved as the client's active program, with the edited workout as edited.
  type Saved = {
    status: string;
    program_workouts: {
      day_of_week: number;
      workout: { name: string; workout_exercises: { exercise: { name: string } }[] };
    }[];
  };
  const programs = await restGet<Saved[]>(
    page,
    request,
    `programs?select=status,program_workouts(day_of_week,workout:workouts(name,workout_exercises(exercise:exercises(name))))&client_id=eq.${client.id}`,
  );
  expect(programs).toHaveLength(1);
  expect(programs[0]!.status).toBe('active');
  const entries = programs[0]!.program_workouts;
  expect(entries.map((entry) => [entry.day_of_week, entry.workout.name]).sort()).toEqual([
    [1, 'Heavy Push'],
    [3, 'Pull'],
    [5, 'Legs'],
  ]);
  const heavy = entries.find((entry) => entry.workout.name === 'Heavy Push')!.workout.workout_exercises;
  expect(heavy).toHaveLength(before - 1);
  expect(heavy.map((row) => row.exercise.name)).not.toContain(removed);
});

test('a trainer drafts a workout in the chat for one of their clients, and it is saved as theirs', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  const client = await createClient(page, request, 'Sky', stamp);
  await page.goto('/');

  await page.getByRole('banner').getByRole('button', { name: 'AI Trainer' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Trainer' });
  await chat.getByLabel('Drafting for').selectOption({ label: client.name });
  await expect(chat.getByText(`Drafting for ${client.name}.`, { exact: false })).toBeVisible();
  await chat.getByLabel('Message the AI trainer').fill('Give me a 40 minute leg workout');
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.getByRole('button', { name: 'Create Workout' }).click();
  const preview = page.getByRole('dialog', { name: 'Workout Preview' });
  await expect(preview.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 30_000 });
  await preview.getByRole('button', { name: 'Approve' }).click();
  await expect(chat.getByText(/Workout Created Successfully/)).toBeVisible();
  // Not offered again, and the trainer is told it is the client's (no Start for themselves).
  await expect(chat.getByRole('button', { name: 'Workout created' })).toBeDisabled();
  await expect(chat.getByRole('button', { name: 'Create Workout' })).toHaveCount(0);
  await expect(chat.getByText(`Saved to ${client.name}'s workouts`)).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Start workout' })).toHaveCount(0);

  // Saved for the client (client_id), marked AI-generated, written by the trainer.
  const trainerId = await page.evaluate(() => {
    const raw = localStorage.getItem('sb-liftwise-auth-token');
    return raw ? (JSON.parse(raw) as { user: { id: string } }).user.id : '';
  });
  const workouts = await restGet<
    { name: string; created_by: string; is_ai_generated: boolean; workout_exercises: unknown[] }[]
  >(page, request, `workouts?select=name,created_by,is_ai_generated,workout_exercises(id)&client_id=eq.${client.id}`);
  expect(workouts).toHaveLength(1);
  expect(workouts[0]).toMatchObject({ created_by: trainerId, is_ai_generated: true });
  expect(workouts[0]!.workout_exercises.length).toBeGreaterThanOrEqual(6);

  // The client finds it among their workouts.
  const context = await browser.newContext({ viewport: DESKTOP });
  const clientPage = await context.newPage();
  try {
    await signInThroughUi(clientPage, client.email, { password: PASSWORD });
    await expect(clientPage.getByRole('banner')).toBeVisible();
    await clientPage.goto('/workouts');
    await expect(clientPage.getByText(workouts[0]!.name).first()).toBeVisible();
  } finally {
    await context.close();
  }
});
