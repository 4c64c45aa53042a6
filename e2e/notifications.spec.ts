import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';

// Issue 31's notification centre, end to end: a client books a session with her trainer on her
// phone; the trainer's bell (desktop) counts it live, the panel says what happened, choosing it
// opens Appointments. The trainer then cancels: the client's bell counts that live in turn.
const CASEY = '00000000-0000-4000-8000-000000000011';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PT = '1:1 Personal training';
// The bell joins its live channel a few seconds after a page loads (off the critical path).
const BELL_LIVE_DELAY_MS = 3_000;

async function rpc(request: APIRequestContext, page: Page, name: string, data: unknown): Promise<unknown> {
  const response = await request.post(`/rest/v1/rpc/${name}`, {
    headers: {
      apikey: PUBLISHABLE_KEY,
      Authorization: `Bearer ${await accessTokenOf(page)}`,
      'Content-Type': 'application/json',
    },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell');

/** A day two (or three) days ahead: past the cancellation window. */
async function chooseDayAfterTomorrow(page: Page) {
  const days = page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  await expect(days.nth(2)).not.toHaveAttribute('aria-label', /loading/);
  const label = (await days.nth(2).getAttribute('aria-label')) ?? '';
  await (label.includes('no free times') ? days.nth(3) : days.nth(2)).click();
}

test("a booking rings the other party's bell live; opening it shows what happened and leads there", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const trainerContext = await browser.newContext(DESKTOP);
  const clientContext = await browser.newContext(PHONE);
  const trainer = await trainerContext.newPage();
  const client = await clientContext.newPage();
  await signInAs(trainer, 'trainer');
  await signInAs(client, 'client');
  // A clean slate: both have read everything the seed (and earlier specs) left them.
  await rpc(request, trainer, 'mark_notifications_read', {});
  await rpc(request, client, 'mark_notifications_read', {});

  await trainer.goto('/');
  await expect(bell(trainer)).toHaveAccessibleName('Notifications');
  await expect(bell(trainer).getByTestId('notification-count')).toHaveCount(0);

  // Casey books a session with Taylor on her phone.
  await client.goto('/appointments/book');
  await client
    .getByRole('list', { name: 'Services' })
    .getByRole('button', { name: new RegExp(PT) })
    .click();
  await client
    .getByRole('list', { name: 'Trainers' })
    .getByRole('button', { name: /Taylor/ })
    .click();
  await chooseDayAfterTomorrow(client);
  const slot = client.getByRole('list', { name: 'Free times' }).getByRole('button').first();
  await expect(slot).toBeVisible();
  await slot.click();
  // Past the bell's join delay on the trainer's page, so the count below arrives live.
  await trainer.waitForTimeout(BELL_LIVE_DELAY_MS);
  await client.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(client.getByRole('status').filter({ hasText: `Booked: ${PT}` })).toBeVisible();

  // The trainer's bell counts it without a reload.
  await expect(bell(trainer)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(trainer).getByTestId('notification-count')).toHaveAttribute('data-count', '1');
  await bell(trainer).click();
  const panel = trainer.getByRole('dialog', { name: 'Notifications' });
  // The unread one: everything earlier specs left was marked read above (some may be Casey's bookings too).
  const item = panel.getByRole('button', {
    name: new RegExp(`^Unread: Casey Nguyen booked ${PT}, \\w{3} \\d{1,2} \\w{3} \\d\\d:\\d\\d`),
  });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  await expectNoSeriousA11yViolations(trainer, 'the notification panel');
  await saveScreenshot(trainer, 'notifications-trainer-panel');
  await item.click();
  await expect(trainer).toHaveURL(/\/appointments$/);
  await expect(panel).toHaveCount(0);
  await expect(bell(trainer)).toHaveAccessibleName('Notifications');

  // Casey did it herself: her bell stayed quiet.
  await expect(bell(client)).toHaveAccessibleName('Notifications');

  // Taylor cancels it: now Casey's bell rings, live, on her phone.
  await client.goto('/');
  await client.waitForTimeout(BELL_LIVE_DELAY_MS + 500);
  const [booking] = (await (
    await request.get(
      `/rest/v1/bookings?select=id&client_id=eq.${CASEY}&status=eq.booked&order=created_at.desc&limit=1`,
      {
        headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${await accessTokenOf(trainer)}` },
      },
    )
  ).json()) as { id: string }[];
  await rpc(request, trainer, 'cancel_booking', { p_booking_id: booking!.id, p_reason: 'Sorry, I am ill' });
  await expect(bell(client)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(client).click();
  const phonePanel = client.getByRole('dialog', { name: 'Notifications' });
  // Newest first; earlier specs may have left Casey other cancellations by Taylor.
  const cancelled = phonePanel
    .getByRole('button', { name: new RegExp(`Taylor Reyes cancelled ${PT}`) })
    .filter({ hasText: 'Reason: Sorry, I am ill' })
    .first();
  await expect(cancelled).toContainText('Reason: Sorry, I am ill');
  // On a phone the panel spans the screen under the header, with no sideways scroll.
  const box = await phonePanel.boundingBox();
  expect(box?.width).toBe(390);
  expect(await client.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(client, 'notifications-client-phone-panel');
  await phonePanel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(client)).toHaveAccessibleName('Notifications');
  await cancelled.click();
  await expect(client).toHaveURL(/\/appointments$/);

  await trainerContext.close();
  await clientContext.close();
});
