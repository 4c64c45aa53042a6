import { expect, test } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { printedMessageTo } from './support/messages';
import { saveScreenshot } from './support/screenshots';
import { signInAs, signInThroughUi } from './support/session';

// Invitations (issue 33): Taylor invites a new client by email from the roster; the backend prints
// the email (as it prints auth codes); the client opens the printed link on a phone, registers, and
// lands on Taylor's roster as an accepted, virtual client. The same link then says it was used.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test('a coach invites by email and the client registers from the printed link on a phone', async ({ browser }) => {
  const email = `invited-${Date.now().toString(36)}@example.com`;
  const coach = await browser.newPage({ viewport: DESKTOP });
  await signInAs(coach, 'trainer');
  await coach.goto('/clients');
  await coach.getByRole('button', { name: 'Invite client' }).click();
  const dialog = coach.getByRole('dialog', { name: 'Invite client' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Client type').selectOption('virtual');
  await expectNoSeriousA11yViolations(coach, 'the Invite client dialog');
  await saveScreenshot(coach, 'invitations-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const sent = coach.getByRole('dialog', { name: 'Invitation sent' });
  await expect(sent).toContainText(`We sent the invitation to ${email}`);
  await sent.getByRole('button', { name: 'Done' }).click();
  const item = coach.getByRole('listitem', { name: `Invitation to ${email}` });
  await expect(item).toContainText('Invited');
  await expect(item).toContainText('Virtual');

  const message = await printedMessageTo(email);
  const link = /https?:\/\/\S+\/join\/[0-9a-f]{64}/.exec(message)?.[0];
  expect(link, message).toBeTruthy();

  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(new URL(link!).pathname);
  await expect(phone.getByRole('heading', { name: 'Join Taylor Reyes on Liftwise' })).toBeVisible();
  await expect(phone.getByLabel('Email')).toHaveValue(email);
  await expect(phone.getByLabel('Email')).not.toBeEditable();
  await expectNoSeriousA11yViolations(phone, '/join on a phone');
  await phone.getByLabel('First name').fill('Nova');
  await phone.getByLabel('Last name').fill('Invited');
  await phone.getByLabel('Password').fill(PASSWORD);
  await saveScreenshot(phone, 'invitations-join-phone', { fullPage: true });
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scroll on a phone').toBeLessThanOrEqual(PHONE.width);
  await phone.getByRole('button', { name: 'Create account' }).click();
  await expect(phone.getByText("Account created. You're now a client of Taylor Reyes. Please sign in.")).toBeVisible();

  // The client signs in and sees their coach's app.
  await signInThroughUi(phone, email);
  await expect(phone.getByRole('banner')).toBeVisible();

  // The coach's roster: accepted, and Nova is there as a virtual client.
  await coach.reload();
  await expect(coach.getByRole('listitem', { name: `Invitation to ${email}` })).toContainText('Accepted');
  const table = coach.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('row').filter({ hasText: 'Nova Invited' })).toContainText(/virtual/i);
  await saveScreenshot(coach, 'invitations-roster', { fullPage: true });

  // The link is single-use: opened again (signed out, on another device), it says so in words.
  await context.close();
  const other = await browser.newPage({ viewport: PHONE });
  await other.goto(new URL(link!).pathname);
  await expect(other.getByRole('heading', { name: 'Invitation already used' })).toBeVisible();
  await other.close();
  await coach.close();
});

test('an unknown invitation link says so, not an error page', async ({ page }) => {
  await page.goto(`/join/${'0'.repeat(64)}`);
  await expect(page.getByRole('heading', { name: 'Invitation not found' })).toBeVisible();
  await page.goto('/join/not-a-token');
  await expect(page.getByRole('heading', { name: 'Invitation not found' })).toBeVisible();
});

// A person who registered on their own, with no coach, opens an invitation sent to their email on
// the phone where they are signed in: they accept it there, without registering again. A coach who
// opens a client's link is told to sign out first.
test('someone already signed in accepts an invitation from the link', async ({ browser }) => {
  const email = `signed-in-${Date.now().toString(36)}@example.com`;
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto('/register');
  await phone.getByLabel('First name').fill('Rowan');
  await phone.getByLabel('Last name').fill('Alone');
  await phone.getByLabel('Email').fill(email);
  await phone.getByLabel('Password').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Create account' }).click();
  await expect(phone.getByText('Account created. Please sign in.')).toBeVisible();
  await signInThroughUi(phone, email);
  await expect(phone.getByRole('banner')).toBeVisible();

  const coach = await browser.newPage({ viewport: DESKTOP });
  await signInAs(coach, 'trainer');
  await coach.goto('/clients');
  await coach.getByRole('button', { name: 'Invite client' }).click();
  const dialog = coach.getByRole('dialog', { name: 'Invite client' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await coach.getByRole('dialog', { name: 'Invitation sent' }).getByRole('button', { name: 'Done' }).click();
  const link = /https?:\/\/\S+\/join\/[0-9a-f]{64}/.exec(await printedMessageTo(email))?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname;

  // The coach's own session opens it as a coach: no accepting, a way to sign out.
  await coach.goto(path);
  await expect(coach.getByRole('heading', { name: 'Taylor Reyes invited a new client' })).toBeVisible();
  await expect(coach.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();

  await phone.goto(path);
  await expect(phone.getByRole('heading', { name: 'Join Taylor Reyes on Liftwise' })).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'the signed-in /join page');
  await saveScreenshot(phone, 'invitations-join-signed-in', { fullPage: true });
  await phone.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(phone.getByText("You're now a client of Taylor Reyes.")).toBeVisible();
  await phone.getByRole('link', { name: 'Go to Today' }).click();
  await expect(phone).toHaveURL(/\/$/);

  await coach.goto('/clients');
  await expect(coach.getByRole('listitem', { name: `Invitation to ${email}` })).toContainText('Accepted');
  await expect(
    coach.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: 'Rowan Alone' }),
  ).toBeVisible();

  // Used: the same link says so, in the app too.
  await phone.goto(path);
  await expect(phone.getByRole('heading', { name: 'Invitation already used' })).toBeVisible();
  await context.close();
  await coach.close();
});
