import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { accessTokenOf, signInAs } from './support/session';

// Exercise media (issue 33): a trainer uploads a demo image for an exercise on its page; the
// builder's picker and the client's logger show it. A demo image whose address is broken shows the
// initials avatar. Nothing leaves the machine: every request to another host is refused, so an
// https address on the internet fails here exactly as it does offline.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BROKEN = 'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/Liftwise_Missing/0.jpg';

test.use({ viewport: { width: 1280, height: 800 } });

async function stayLocal(context: BrowserContext) {
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    return host === 'localhost' || host === '127.0.0.1' ? route.continue() : route.abort('internetdisconnected');
  });
}

/** The image has loaded (a broken one has no natural width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

async function restAs(page: Page) {
  return { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${await accessTokenOf(page)}` };
}

test("a trainer uploads a demo image; the picker and the client's logger show it, and a broken address shows the initials", async ({
  page,
  context,
  browser,
  request,
}) => {
  await stayLocal(context);
  const exerciseName = `Media Landmine Row ${Date.now()}`;
  await signInAs(page, 'trainer');

  // A new exercise, then its demo image from the exercise page (as staff edit a thumbnail today).
  await page.goto('/library/exercises');
  await page.getByRole('button', { name: 'New exercise' }).click();
  const create = page.getByRole('dialog', { name: 'New exercise' });
  await create.getByLabel('Name').fill(exerciseName);
  await create.getByLabel('Muscle groups').fill('middle back');
  await create.getByRole('button', { name: 'Save exercise' }).click();
  await expect(page.getByRole('heading', { level: 1, name: exerciseName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demonstration' })).toHaveCount(0);
  const exerciseId = page.url().split('/').at(-1)!;

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit exercise' });
  await edit.getByLabel(/Demo images/).setInputFiles({ name: 'start.png', mimeType: 'image/png', buffer: PNG });
  await edit.getByRole('button', { name: 'Save exercise' }).click();
  await expect(edit).toBeHidden();
  const demo = page.getByRole('img', { name: `${exerciseName}: demonstration` });
  await expect(demo).toHaveAttribute('loading', 'lazy');
  await expect(demo).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/exercise-media\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/,
  );
  await expectLoaded(demo);

  // The builder's picker shows it beside the exercise.
  await page.goto('/library/workouts/builder');
  await page.getByLabel('Workout name').fill('Media row day');
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(exerciseName);
  const pickerRow = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Add ${exerciseName}` }) });
  await expectLoaded(pickerRow.locator('img'));
  await pickerRow.getByRole('button', { name: `Add ${exerciseName}` }).click();
  await page.getByRole('button', { name: 'Save workout' }).click();
  await expect(page).toHaveURL(/\/workouts\/[0-9a-f-]{36}\/details$/);
  const workoutId = page.url().split('/').at(-2)!;
  const actions = page.getByRole('group', { name: 'Workout actions' });
  await actions.getByRole('button', { name: 'Assign to a client' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign to a client' });
  await assign.getByLabel('Client').selectOption({ label: 'Casey Nguyen' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign.getByRole('status')).toHaveText('Assigned to Casey Nguyen.');

  // Casey's logger, on a phone: the exercise's card shows the demo image.
  const phone = await browser.newContext(PHONE);
  await stayLocal(phone);
  const client = await phone.newPage();
  await signInAs(client, 'client');
  await request.delete('/rest/v1/workout_sessions?status=eq.active', { headers: await restAs(client) });
  await client.goto(`/workouts/${workoutId}/start`);
  const card = client.locator('section').filter({ has: client.getByRole('heading', { name: exerciseName }) });
  const thumb = card.getByTestId('exercise-thumb');
  await expectLoaded(thumb.locator('img'));
  await expect(thumb.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(thumb.locator('img')).toHaveAttribute('src', /\/exercise-media\/.+\.png$/);

  // A javascript: address is refused by the database; a broken https one is stored and shows the initials.
  const refused = await request.patch(`/rest/v1/exercises?id=eq.${exerciseId}`, {
    headers: await restAs(page),
    data: { images: ['javascript:alert(1)'] },
  });
  expect(refused.status()).toBe(400);
  const broken = await request.patch(`/rest/v1/exercises?id=eq.${exerciseId}`, {
    headers: await restAs(page),
    data: { images: [BROKEN] },
  });
  expect(broken.status()).toBe(204);

  await client.goto(`/library/exercises/${exerciseId}`);
  await expect(client.getByRole('heading', { level: 1, name: exerciseName })).toBeVisible();
  const initials = client.getByRole('img', { name: `${exerciseName}: demonstration (image unavailable)` });
  await expect(initials).toHaveText('ML');
  await expect(client.getByRole('img', { name: `${exerciseName}: demonstration`, exact: true })).toHaveCount(0);

  // A new session of the workout reads the broken address: the card shows the initials.
  await request.delete('/rest/v1/workout_sessions?status=eq.active', { headers: await restAs(client) });
  await client.goto(`/workouts/${workoutId}/start`);
  const brokenThumb = client
    .locator('section')
    .filter({ has: client.getByRole('heading', { name: exerciseName }) })
    .getByTestId('exercise-thumb');
  await expect(brokenThumb).toHaveText('ML');
  await expect(brokenThumb.locator('img')).toHaveCount(0);

  // The demo library's exercises carry free-exercise-db's addresses; here, as offline, their initials show.
  const seeded = await request.get('/rest/v1/exercises?slug=eq.goblet-squat&select=id,images', {
    headers: await restAs(client),
  });
  const [goblet] = (await seeded.json()) as { id: string; images: string[] }[];
  expect(goblet!.images).toEqual([
    'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/Goblet_Squat/0.jpg',
    'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/Goblet_Squat/1.jpg',
  ]);
  await client.goto(`/library/exercises/${goblet!.id}`);
  await expect(client.getByRole('img', { name: 'Goblet Squat: start (image unavailable)' })).toHaveText('GS');
  await expect(client.getByRole('img', { name: 'Goblet Squat: end (image unavailable)' })).toHaveText('GS');
  await phone.close();
});
