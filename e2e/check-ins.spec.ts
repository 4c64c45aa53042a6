import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { accessTokenOf, signInAs } from './support/session';

// Issue 33's weekly check-in, end to end: the coach sets up Casey's check-in on her profile; Casey
// answers it from Today on her phone, with a photo, while the connection is down (the outbox keeps
// it) and it goes when the connection returns; the coach reads the summary in the inbox and the
// answers on her profile.
const CASEY = '00000000-0000-4000-8000-000000000011';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The studio's first day of the week: a check-in due that day is due all week. */
async function studioWeekStart(page: Page): Promise<number> {
  const response = await page.request.get('/rest/v1/studio_settings?select=week_start', {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(response.ok()).toBe(true);
  const [settings] = (await response.json()) as { week_start: number }[];
  return settings!.week_start;
}

test('a coach sets up a weekly check-in, the client answers it on her phone, the coach reads it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const coachContext = await browser.newContext(DESKTOP);
  const clientContext = await browser.newContext(PHONE);
  const coach = await coachContext.newPage();
  const client = await clientContext.newPage();
  await signInAs(coach, 'trainer');
  await signInAs(client, 'client');

  // The coach: Casey's profile, Weekly check-in.
  const dueDay = WEEKDAYS[await studioWeekStart(coach)]!;
  await coach.goto(`/clients/profile/${CASEY}`);
  const section = coach.getByRole('region', { name: 'Weekly check-in' });
  await expect(section.getByText('No weekly check-in set up for this client.')).toBeVisible();
  await section.getByRole('button', { name: 'Set up check-in' }).click();
  const form = section.getByRole('form', { name: 'Check-in questions' });
  for (const question of ['Energy', 'Sleep quality', 'Stress', 'Progress photo', 'How did your week go?'])
    await expect(form.getByRole('checkbox', { name: new RegExp(question.replace('?', '\\?')) })).toBeChecked();
  await form.getByRole('button', { name: 'Add your own question' }).click();
  await form.getByRole('textbox', { name: 'Your question 1' }).fill('Did you hit your protein target?');
  await form.getByLabel('Due every').selectOption({ label: dueDay });
  await form.getByRole('radio', { name: 'This client' }).check();
  await form.getByRole('button', { name: 'Save check-in' }).click();
  await expect(section.getByText(`Due every ${dueDay}:`)).toBeVisible();
  await expect(section.getByText('(Set for this client.)')).toBeVisible();

  // Casey, on her phone: Today shows the check-in.
  await client.goto('/');
  const card = client.getByRole('region', { name: 'Weekly check-in' });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Due ${dueDay}: 6 quick questions from your coach.`)).toBeVisible();
  await card.getByRole('button', { name: 'Start check-in' }).click();
  const answers = card.getByRole('form', { name: 'Weekly check-in' });
  await answers.getByRole('group', { name: 'Energy' }).locator('label').nth(3).click();
  await answers.getByRole('group', { name: 'Sleep quality' }).locator('label').nth(2).click();
  await answers.getByRole('group', { name: 'Stress' }).locator('label').nth(1).click();
  await expect(answers.getByRole('radio', { name: 'Energy: 4 of 5' })).toBeChecked();
  await answers.locator('input[type=file]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(answers.getByText('front.png')).toBeVisible();
  await answers.getByLabel('How did your week go?').fill('Strong week.\nKnee felt fine.');
  await answers.getByLabel('Did you hit your protein target?').fill('5 days out of 7');

  // The gym's signal drops as she sends it: the answer waits on the phone, then goes.
  await clientContext.setOffline(true);
  await answers.getByRole('button', { name: 'Send check-in' }).click();
  await expect(card.getByText('Check-in saved on this device.', { exact: false })).toBeVisible();
  await clientContext.setOffline(false);
  await expect(card.getByText('Check-in sent. Your coach has it.')).toBeVisible({ timeout: 30_000 });

  // Answered for this week: after a reload Today no longer asks.
  const asked = client.waitForResponse((response) => response.url().includes('/rpc/my_weekly_check_in'));
  await client.reload();
  expect((await asked).ok()).toBe(true);
  await expect(client.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(client.getByRole('region', { name: 'Weekly check-in' })).toHaveCount(0);

  // The coach: the summary is in the inbox, from Casey, as text.
  await coach.goto(`/inbox?with=${CASEY}`);
  const summary = coach.getByRole('log').getByText(/Weekly check-in, week of/);
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Energy: 4/5');
  await expect(summary).toContainText('Sleep quality: 3/5');
  await expect(summary).toContainText('Stress: 2/5');
  await expect(summary).toContainText('Progress photo: photo added');
  await expect(summary).toContainText('Did you hit your protein target?: 5 days out of 7');

  // And on Casey's profile, the week's answers with the photo.
  await coach.goto(`/clients/profile/${CASEY}`);
  const history = coach.getByRole('region', { name: 'Weekly check-in' }).getByRole('list', { name: 'Past check-ins' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('Strong week.', { exact: false })).toBeVisible();
  await expect(history.getByRole('img', { name: /Check-in photo, week of/ })).toBeVisible();

  await coachContext.close();
  await clientContext.close();
});
