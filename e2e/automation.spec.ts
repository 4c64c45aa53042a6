import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { signInAs, signInThroughUi } from './support/session';

// Issue 31, the automation screens end to end: the trainer (Taylor) builds an onboarding sequence
// with a welcome message at day 0; an admin creates a client for Taylor; moving the runner's clock
// (POST /local-automation/run, docs/automation.md) delivers the welcome, with the client's first
// name, to the client's inbox as a message from Taylor, and to their bell live.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };
const RUN = Date.now().toString(36).slice(-6);
const CLIENT = { first: `Mia${RUN}`, last: 'Automation', email: `mia-${RUN}@e2e.liftwise.app` };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a trainer’s onboarding welcome reaches a new client’s inbox when the runner runs', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');

  await page.goto('/automation/onboarding');
  await expect(page.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByLabel('Time of step 1').fill('00:00');
  const message = page.getByRole('textbox', { name: 'Message of step 1' });
  await message.fill('Welcome ');
  await page.getByRole('button', { name: 'Insert first name' }).click();
  await message.press('End');
  await message.pressSequentially(', glad you are here.');
  await expect(message).toHaveValue('Welcome {first_name}, glad you are here.');
  await expect(page.getByText('Welcome Mia, glad you are here.')).toBeVisible();
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('combobox', { name: 'Action of step 2' }).selectOption('task');
  await page.getByRole('textbox', { name: 'Task of step 2' }).fill('Call to book the first session');
  await page.getByRole('button', { name: 'Save sequence' }).click();
  await expect(page.getByText('Sequence saved. New clients get it from now on.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause sequence' })).toBeVisible();
  await saveScreenshot(page, 'automation-onboarding-desktop', { fullPage: true });

  // An admin creates the client for Taylor.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.setViewportSize(DESKTOP);
  await signInAs(adminPage, 'admin');
  await adminPage.goto('/clients');
  await adminPage.getByRole('button', { name: 'New client' }).first().click();
  const dialog = adminPage.getByRole('dialog', { name: 'New client' });
  await dialog.getByLabel('First name').fill(CLIENT.first);
  await dialog.getByLabel('Last name').fill(CLIENT.last);
  await dialog.getByLabel('Email').fill(CLIENT.email);
  await dialog.getByLabel('Temporary password').fill(PASSWORD);
  await dialog.getByLabel('Trainer').selectOption({ label: 'Taylor Reyes' });
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(dialog).toBeHidden();
  await admin.close();

  // The client is signed in before the runner runs: the welcome reaches the bell live.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signInThroughUi(clientPage, CLIENT.email);
  await clientPage.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(clientPage.getByRole('button', { name: /^Notifications/ })).toBeVisible();

  // The runner's clock: run now (the day-0 step at 00:00 is due at the first run after joining).
  const ran = await page.request.post('/local-automation/run', { data: {} });
  expect(ran.ok(), await ran.text()).toBe(true);

  // Taylor sees the client in the sequence with the welcome done, and the task.
  await page.reload();
  const client = page.getByRole('listitem', { name: `${CLIENT.first} ${CLIENT.last}` });
  await expect(client.getByText('Done').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your tasks' })).toContainText('Call to book the first session');

  // Without a reload, the client's bell counts the welcome (one notification for one message), and
  // the client reads it in the inbox, from Taylor, with their first name.
  await expect(clientPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await clientPage.goto('/inbox');
  await expect(clientPage.getByText(`Welcome ${CLIENT.first}, glad you are here.`).first()).toBeVisible();
  await clientContext.close();

  // The phone layout of the same page: steps stack, nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message of step 1' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'automation-onboarding-phone', { fullPage: true });
});

test('a trainer creates an autoflow and sees who would enter it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  await page.goto('/automation/autoflow');
  await page.getByRole('button', { name: 'New flow' }).first().click();
  await page.getByRole('textbox', { name: 'Flow name' }).fill(`Quiet clients ${RUN}`);
  await page.getByRole('combobox', { name: 'Trigger' }).selectOption('no_workout');
  await page.getByRole('textbox', { name: 'Days without a logged workout' }).fill('3');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('textbox', { name: 'Message of step 1' }).fill('Hi {first_name}, how is training going?');
  await saveScreenshot(page, 'automation-autoflow-editor-desktop', { fullPage: true });
  await page.getByRole('button', { name: 'Save flow' }).click();
  await expect(page.getByText('Flow saved.')).toBeVisible();
  const card = page.getByRole('listitem', { name: `Quiet clients ${RUN}` });
  await expect(card).toContainText('No logged workout for 3 days · 1 step');
  await card.getByRole('button', { name: 'Clients and history' }).click();
  await expect(card.getByRole('region', { name: 'Who would enter now' })).toBeVisible();
  await expect(
    card
      .getByRole('region', { name: 'Who would enter now' })
      .getByText(/Nobody matches|·/)
      .first(),
  ).toBeVisible();
  await saveScreenshot(page, 'automation-autoflow-desktop', { fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'automation-autoflow-phone', { fullPage: true });
});
