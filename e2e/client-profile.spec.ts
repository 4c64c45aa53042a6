import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAs } from './support/session';
import { saveScreenshot } from './support/screenshots';

// Taylor coaches Casey from a desk: she opens Casey's profile, sets nutrition goals, keeps a private
// note and comments on a logged workout. Casey, on her phone, sees the goals and the comment, and
// never the note.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const CASEY = '00000000-0000-4000-8000-000000000011';
const JORDAN = '00000000-0000-4000-8000-000000000014';

test('a trainer edits goals, keeps a note, comments on a workout and edits the comment; the client sees goals and the edited comment on a phone', async ({
  page,
  browser,
}) => {
  // Two people, two devices and a dozen screens: longer than the default minute on a shared machine.
  test.setTimeout(120_000);
  const note = `Private: watch her left hip (${Date.now()})`;
  const comment = `Great depth on the squats today (${Date.now()})`;
  const edited = `Great depth on the squats; now brace harder (${Date.now()})`;
  const slip = `Sent to the wrong client (${Date.now()})`;
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');

  // Another trainer's client is "not found", not data.
  await page.goto(`/clients/profile/${JORDAN}`);
  await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();

  await page.goto(`/clients/profile/${CASEY}`);
  await expect(page.getByRole('heading', { name: 'Casey Nguyen', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Goals and limitations' })).toContainText('Get stronger');
  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(profile).toContainText('Taylor Reyes');
  await expect(profile).toContainText('Programming');
  // A mistyped address is "not found" too, not an error.
  await page.goto('/clients/profile/not-a-client');
  await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
  await page.goto(`/clients/profile/${CASEY}`);
  await expect(page.getByRole('region', { name: 'Current program' })).toContainText(/Week|Starts|Finished/);

  const goals = page.getByRole('region', { name: 'Nutrition goals' });
  await goals.getByLabel('Calories (kcal)').fill('1500');
  await expect(goals.getByText(/35% above the 1500 kcal goal/)).toBeVisible();
  await goals.getByLabel('Calories (kcal)').fill('2100');
  await goals.getByLabel('Protein (g)').fill('160');
  await goals.getByLabel('Carbs (g)').fill('210');
  await expect(goals.getByText(/above the|below the/)).toHaveCount(0);
  await goals.getByRole('button', { name: 'Save goals' }).click();
  await expect(goals.getByText('Saved')).toBeVisible();

  const notes = page.getByRole('region', { name: 'Coach notes' });
  await notes.getByLabel('New note').fill(note);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText(note)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'client-profile', { fullPage: true });

  await page.getByRole('navigation', { name: 'Client sections' }).getByRole('link', { name: 'Workouts' }).click();
  await expect(page).toHaveURL(`/clients/profile/${CASEY}/workouts`);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('table')).toBeVisible();
  await first.getByLabel('Comment for the client').fill(comment);
  await first.getByRole('button', { name: 'Send comment' }).click();
  await expect(first.getByRole('list', { name: 'Comments' })).toContainText(comment);
  // The author edits the comment (the client sees the new text, marked edited) ...
  await first.getByRole('button', { name: `Edit comment: ${comment.slice(0, 40)}` }).click();
  await first.getByLabel('Edit your comment').fill(edited);
  await first.getByRole('button', { name: 'Save' }).click();
  const list = first.getByRole('list', { name: 'Comments' });
  await expect(list).toContainText(edited);
  await expect(list.getByRole('listitem').filter({ hasText: edited })).toContainText('edited');
  // ... and deletes a second one after confirming.
  await first.getByLabel('Comment for the client').fill(slip);
  await first.getByRole('button', { name: 'Send comment' }).click();
  await expect(list).toContainText(slip);
  await first.getByRole('button', { name: `Delete comment: ${slip.slice(0, 40)}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this comment?' })
    .getByRole('button', { name: 'Delete comment' })
    .click();
  await expect(list).not.toContainText(slip);
  await expect(list).toContainText(edited);
  // The exercise filter narrows the list and the date range can empty it.
  const filters = page.getByRole('form', { name: 'Filter workouts' });
  const exercise = (await filters.getByLabel('Exercise').locator('option').nth(1).textContent()) ?? '';
  await filters.getByLabel('Exercise').selectOption({ label: exercise });
  await expect(page.getByText(/^\d+ of \d+ workouts/)).toBeVisible();
  for (const card of await page.getByRole('article').all()) {
    await expect(card.getByRole('rowheader').filter({ hasText: exercise }).first()).toBeVisible();
  }
  await filters.getByLabel('To', { exact: true }).fill('2000-01-01');
  await expect(page.getByText('No workout matches these filters.')).toBeVisible();
  await filters.getByLabel('To', { exact: true }).fill('');
  await filters.getByLabel('Exercise').selectOption('');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'client-profile-client-workouts', { fullPage: true });

  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const client = await phone.newPage();
  try {
    await signInAs(client, 'client');
    const fromCoach = client.getByRole('region', { name: 'From your coach' });
    await expect(fromCoach).toContainText(edited);
    await expect(fromCoach).toContainText('edited');
    await expect(fromCoach).not.toContainText(comment);
    await expect(fromCoach).not.toContainText(slip);
    const mine = client.getByRole('region', { name: 'Nutrition goals' });
    await expect(mine).toContainText('2100');
    await expect(mine).toContainText('160');
    await expect(client.getByText(note)).toHaveCount(0);
    await saveScreenshot(client, 'client-profile-client-dashboard-phone', { fullPage: true });
    // A client opening someone else's profile URL gets "not found" (her own goes to Progress: below).
    await client.goto(`/clients/profile/${JORDAN}`);
    await expect(client.getByRole('heading', { name: 'Client not found' })).toBeVisible();
    // The roster is for trainers: a client typing the address is told so, without sideways scroll.
    await client.goto('/clients');
    await expect(client.getByRole('heading', { name: 'For trainers' })).toBeVisible();
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await phone.close();
  }
});

test("a client opening their own profile address lands on their own Progress and History, not 'not one of your clients'", async ({
  page,
}) => {
  await signInAs(page, 'client');
  await page.goto(`/clients/profile/${CASEY}`);
  await expect(page).toHaveURL('/progression');
  await expect(page.getByText('not one of your clients')).toHaveCount(0);
  await page.goto(`/clients/profile/${CASEY}/workouts`);
  await expect(page).toHaveURL('/history');
  // Someone else's profile still says not found.
  await page.goto(`/clients/profile/${JORDAN}`);
  await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
});

test("a coach on an assessment page keeps the client's profile tabs and Message", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  await page.goto(`/clients/profile/${CASEY}/assessments/bloodtest`);
  const tabs = page.getByRole('navigation', { name: 'Client sections' });
  await expect(tabs.getByRole('link', { name: 'Blood test' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Message', exact: true })).toBeVisible();
  await tabs.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(`/clients/profile/${CASEY}`);
});

test('profile tabs on a phone show that they scroll and keep whole labels', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'trainer');
  await page.goto(`/clients/profile/${CASEY}`);
  const tabs = page.getByRole('navigation', { name: 'Client sections' });
  await expect(tabs.getByRole('link', { name: 'DUTCH test' })).toBeAttached();
  // The cut-off side fades with an arrow; scrolling to the end moves the hint to the other side.
  const row = tabs.locator('[data-overflow-right]');
  await expect(row).toHaveAttribute('data-overflow-right', 'true');
  await tabs.getByRole('link', { name: 'DUTCH test' }).scrollIntoViewIfNeeded();
  await expect(row).toHaveAttribute('data-overflow-left', 'true');
  await expect(row).toHaveAttribute('data-overflow-right', 'false');
  await expect(tabs.getByRole('link', { name: 'DUTCH test' })).toBeInViewport({ ratio: 1 });
});
