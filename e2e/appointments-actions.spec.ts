import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

const ZONE = 'Europe/London';

/** The studio's date `days` from today, as `YYYY-MM-DD`, and its weekday (0 = Sunday). */
function londonDate(days: number): { date: string; weekday: number } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + days * 86_400_000);
  return { date, weekday: new Date(`${date}T12:00:00Z`).getUTCDay() };
}

/** Shows the week holding the session (it may be next week). */
async function findInWeek(page: Page, name: RegExp) {
  const session = page.getByRole('grid', { name: 'Calendar' }).getByRole('article', { name });
  if (!(await session.isVisible())) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(session).toBeVisible();
  return session;
}

// The seed (supabase/seeds/scheduling-demo.sql): Taylor works weekdays 07:00-12:00 in London and
// delivers "1:1 Personal training" (60 min); changes close 24 hours before the start.
test('a trainer books a client, drags and moves the booking, cannot mark it before it starts, and cancels it', async ({
  page,
}) => {
  // A weekday at least three days ahead: bookable, and cancelling it is not late.
  let offset = 3;
  while (![1, 2, 3, 4, 5].includes(londonDate(offset).weekday)) offset += 1;
  const { date } = londonDate(offset);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'trainer');
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'Book a client' }).click();
  const book = page.getByRole('dialog', { name: 'Book a client' });
  await book.getByLabel('Search clients').fill('Casey');
  await book.getByRole('radio', { name: /Casey/ }).first().check();
  await expect(book.getByLabel('Service')).toHaveValue(/.+/);
  await book.getByLabel('Date').fill(date);
  await book.getByRole('button', { name: '09:00', exact: true }).click();
  await expect(book.getByLabel('Time')).toHaveValue('09:00');
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(book).toBeHidden();

  // Drag it an hour down: the drop asks first, and the server moves it.
  const booked = await findInWeek(page, /09:00–10:00 1:1 Personal training, Casey/);
  const box = (await booked.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 30, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2, box.y + 10 + 48, { steps: 4 });
  await page.mouse.up();
  const confirm = page.getByRole('dialog', { name: 'Move this booking?' });
  await expect(confirm).toContainText('10:00–11:00');
  await confirm.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(confirm).toBeHidden();
  const moved = page.getByRole('article', { name: /10:00–11:00 1:1 Personal training, Casey/ });
  await expect(moved).toBeVisible();

  // The move form (keyboard and phone path): to 11:00 the same day.
  await moved.getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: /1:1 Personal training/ });
  await expect(sheet).toContainText('Times in Europe/London');
  await expect(sheet.getByRole('button', { name: 'Mark attended' })).toBeDisabled();
  await expect(sheet.getByText('You can mark attendance once the session has started.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Move', exact: true }).click();
  await sheet.getByLabel('New time').fill('11:00');
  await sheet.getByRole('button', { name: 'Move booking' }).click();
  await expect(sheet.getByRole('status')).toContainText('Moved to');
  await expect(sheet.getByRole('status')).toContainText('11:00–12:00');
  await expect(page.getByRole('article', { name: /11:00–12:00 1:1 Personal training, Casey/ })).toBeVisible();

  // Cancel: a reason is required.
  await sheet.getByRole('button', { name: 'Cancel…' }).click();
  await sheet.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(sheet.getByText('Give a reason for the cancellation.')).toBeVisible();
  await sheet.getByLabel('Reason (the client sees it)').fill('Casey is travelling');
  await saveScreenshot(page, 'appointments-actions-cancel');
  await sheet.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(sheet.getByRole('status')).toHaveText('Cancelled.');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('article', { name: /1:1 Personal training, Casey/ })).toHaveCount(0);
});

test('on a phone the trainer opens a class from the day list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'trainer');
  await page.goto('/appointments');
  // The seeded class is three days ahead at 18:00.
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Next day' }).click();
  await page
    .getByRole('list', { name: 'Sessions this day' })
    .getByRole('button', { name: /Small-group strength/ })
    .click();
  const sheet = page.getByRole('dialog', { name: /Small-group strength/ });
  await expect(sheet).toContainText('18:00–18:45');
  await expect(sheet).toContainText('1 of 6 places taken');
  await expect(sheet.getByRole('region', { name: 'People booked' })).toContainText('Casey');
  await expect(sheet).toContainText('Nobody is waiting.');
  await expect(sheet.getByRole('button', { name: 'Add a client' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the session sheet on a phone');
  await saveScreenshot(page, 'appointments-actions-phone-class');
  await sheet.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Book a client' }).click();
  const book = page.getByRole('dialog', { name: 'Book a client' });
  await expect(book.getByRole('radio').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the book dialog on a phone');
  await saveScreenshot(page, 'appointments-actions-phone-book');
});

test('staff book outside working hours with an override, and the booking says so', async ({ page }) => {
  let offset = 4;
  while (![1, 2, 3, 4, 5].includes(londonDate(offset).weekday)) offset += 1;
  const { date } = londonDate(offset);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'trainer');
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'Book a client' }).click();
  const book = page.getByRole('dialog', { name: 'Book a client' });
  await book.getByLabel('Search clients').fill('Casey');
  await book.getByRole('radio', { name: /Casey/ }).first().check();
  await book.getByLabel('Date').fill(date);
  // Taylor works 07:00-12:00 and 16:00-20:00: 13:00 is outside.
  await book.getByLabel('Time').fill('13:00');
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  const refusal = book.getByRole('alert');
  await expect(refusal).toContainText("That time is outside the trainer's working hours");
  // The answer to the footer's button is scrolled into sight, not left below the fold.
  await expect(refusal).toBeInViewport();
  await saveScreenshot(page, 'appointments-actions-override');
  await refusal.getByRole('button', { name: 'Book anyway (override)' }).click();
  await expect(book).toBeHidden();

  const booked = await findInWeek(page, /13:00–14:00 1:1 Personal training, Casey/);
  await booked.getByRole('button').click();
  const sheet = page.getByRole('dialog', { name: /1:1 Personal training/ });
  await expect(sheet.getByText('Overridden', { exact: true })).toBeVisible();

  // The specs that follow share this backend: leave Casey's calendar as it was.
  await sheet.getByRole('button', { name: 'Cancel…' }).click();
  await sheet.getByLabel('Reason (the client sees it)').fill('Booked by a test');
  await sheet.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(sheet.getByRole('status')).toHaveText('Cancelled.');
});
