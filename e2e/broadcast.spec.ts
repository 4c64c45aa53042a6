import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { saveScreenshot } from './support/screenshots';

// Issue 33, coach tools end to end: the trainer (Taylor) tags two clients on the roster, filters the
// roster by that tag, broadcasts to it from the inbox (the recipients previewed by name first), and
// inserts a saved reply from the keyboard; each client then reads the broadcast, with their own
// first name, in their own conversation with Taylor.
const DESKTOP = { width: 1280, height: 800 };
const RUN = Date.now().toString(36).slice(-6);
const TAG = `Class ${RUN}`;
const TAYLOR_ID = '00000000-0000-4000-8000-000000000002';

async function tagClient(page: Page, client: string) {
  await page.getByRole('button', { name: `Tags for ${client}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tags: ${client}` });
  await dialog.getByRole('combobox', { name: `Add a tag to ${client}` }).fill(TAG);
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await expect(dialog.getByRole('list', { name: `Tags on ${client}` }).getByText(TAG)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('a coach tags two clients, broadcasts to the tag and inserts a saved reply; each client reads theirs', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');

  await page.goto('/clients');
  const table = page.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('link', { name: 'Casey Nguyen' })).toBeVisible();
  await tagClient(page, 'Casey Nguyen');
  await tagClient(page, 'Victor Hale');

  await page.getByRole('combobox', { name: 'Tag' }).selectOption({ label: TAG });
  // Flagged clients come first, so the order is the roster's, not the alphabet's.
  await expect(table.getByRole('link')).toHaveCount(2);
  await expect(table.getByRole('link', { name: 'Casey Nguyen' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Victor Hale' })).toBeVisible();

  // The broadcast, previewed by count and names before it goes.
  await page.goto('/inbox');
  await page.getByRole('button', { name: 'Broadcast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Broadcast a message' });
  await dialog.getByRole('combobox', { name: 'Send to' }).selectOption({ label: 'A tag' });
  await dialog.getByRole('combobox', { name: 'Tag' }).selectOption({ label: TAG });
  const recipients = dialog.getByRole('region', { name: 'Recipients' });
  await expect(recipients).toContainText('2 clients');
  await expect(recipients).toContainText('Casey Nguyen and Victor Hale');
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill(`Hi {first_name}, Thursday's class moves to 6 pm (${RUN}).`);
  await dialog.getByRole('button', { name: 'Send to 2 clients' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('Sent to 2 clients.');
  // It is listed under the form next time, newest first, as written (the token unfilled).
  await page.getByRole('button', { name: 'Broadcast' }).click();
  await dialog.getByText('Sent broadcasts', { exact: true }).click();
  const sent = dialog.getByRole('list', { name: 'Sent broadcasts' });
  await expect(sent.getByRole('listitem').first()).toContainText(`Thursday's class moves to 6 pm (${RUN})`);
  await expect(sent.getByRole('listitem').first()).toContainText('A tag · 2 clients');
  await saveScreenshot(page, 'broadcast-sent-list');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A saved reply, made once, then inserted from the keyboard in Casey's thread.
  await page
    .getByRole('list', { name: 'Conversation list' })
    .getByRole('button', { name: /Casey Nguyen/ })
    .click();
  await page.getByRole('button', { name: 'Saved replies' }).click();
  await page.getByRole('button', { name: 'Manage saved replies' }).click();
  const manage = page.getByRole('dialog', { name: 'Saved replies' });
  await manage.getByRole('textbox', { name: 'Name' }).fill('Check-in');
  await manage.getByRole('textbox', { name: 'Reply' }).fill('Hi {first_name}, how did today feel?');
  await manage.getByRole('button', { name: 'Add reply' }).click();
  await expect(manage.getByRole('list', { name: 'Your saved replies' })).toContainText('Check-in');
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();

  await page.getByRole('button', { name: 'Saved replies' }).click();
  const search = page.getByRole('combobox', { name: 'Search saved replies' });
  await expect(search).toBeFocused();
  await search.pressSequentially('check');
  await expect(page.getByRole('option', { name: /Check-in/ })).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toHaveValue('Hi Casey, how did today feel?');
  await expect(composer).toBeFocused();
  await composer.press('Enter');
  await expect(page.getByRole('log').getByText('Hi Casey, how did today feel?')).toBeVisible();

  // Each client reads the broadcast in their own thread with Taylor, with their own first name.
  for (const [account, first, other] of [
    ['client', 'Casey', 'Victor'],
    ['virtual', 'Victor', 'Casey'],
  ] as const) {
    const context = await browser.newContext();
    const reader = await context.newPage();
    await reader.setViewportSize(DESKTOP);
    await signInAs(reader, account);
    await reader.goto(`/inbox?with=${TAYLOR_ID}`);
    const log = reader.getByRole('log');
    await expect(log.getByText(`Hi ${first}, Thursday's class moves to 6 pm (${RUN}).`)).toBeVisible();
    await expect(log.getByText(`Hi ${other}, Thursday's class moves`)).toHaveCount(0);
    await context.close();
  }
});
