import { expect, test, type APIRequestContext } from '@playwright/test';
import { parseIcs } from '../tests/support/parse-ics';
import { ACCOUNTS, PASSWORD, PUBLISHABLE_KEY } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

// The seeded class (supabase/seeds/scheduling-demo.sql): Taylor's "Small-group strength" three days
// after the seed at 18:00 London, Casey in one of its six places.
const DEMO_CLASS = '00000000-0000-4000-8000-00000000c201';
const DESKTOP = { viewport: { width: 1280, height: 800 } };

test('a trainer makes a calendar link in Settings; it serves the booked class, and 404 once turned off', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP.viewport);
  await signInAs(page, 'trainer');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Create my calendar link' }).click();
  const field = section.getByRole('textbox', { name: 'Your calendar link' });
  await expect(field).toHaveValue(/\/functions\/v1\/calendar-feed\?token=[0-9a-f]{64}$/);
  const url = await field.inputValue();
  await expect(section.getByText('This link is shown only now.')).toBeVisible();
  await section.getByRole('button', { name: 'Copy' }).focus();
  await saveScreenshot(page, 'calendar-feed-created');
  await page.setViewportSize({ width: 360, height: 740 });
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'calendar-feed-created-phone');
  await page.setViewportSize(DESKTOP.viewport);

  // As a calendar app: the bare URL, no API key, no sign-in.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = parseIcs(await feed.text());
  expect(calendar.props['X-WR-CALNAME']).toBe('Liftwise: Taylor Reyes');
  const demoClass = calendar.events.find((event) => event.props.UID === `session-${DEMO_CLASS}@liftwise`);
  expect(demoClass, calendar.events.map((event) => event.props.UID).join(', ')).toBeDefined();
  expect(demoClass!.props.SUMMARY).toMatch(/^Small-group strength \(\d\/6\)$/);
  expect(demoClass!.props.DESCRIPTION).toContain('Casey');
  expect(demoClass!.props.DTSTART).toMatch(/^\d{8}T(17|18)0000Z$/);

  // After a reload the link is not shown again; it can be renewed or turned off.
  await page.reload();
  await expect(section.getByText(/Your calendar link is on/)).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Your calendar link' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Turn off link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off your calendar link?' });
  await expect(dialog).toContainText('The current link stops working at once');
  await saveScreenshot(page, 'calendar-feed-turn-off');
  await dialog.getByRole('button', { name: 'Turn off link' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: 'Create my calendar link' })).toBeVisible();

  const after = await request.get(url);
  expect(after.status()).toBe(404);
  expect(await after.text()).toBe('Not found');
});

async function signInByApi(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
    data: { email, password: PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function rpc(request: APIRequestContext, token: string, name: string, data: Record<string, unknown>) {
  const response = await request.post(`/rest/v1/rpc/${name}`, {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

test("a client's booking and cancel show on the trainer's open calendar without a reload", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const trainerContext = await browser.newContext(DESKTOP);
  const trainer = await trainerContext.newPage();
  await signInAs(trainer, 'trainer');
  await trainer.goto('/appointments');
  const grid = trainer.getByRole('grid', { name: 'Calendar' });
  const demoClass = (booked: number | string) =>
    grid.getByRole('article', { name: new RegExp(`18:00–18:45 Small-group strength, ${booked} of 6 booked`) });
  await expect(grid).toBeVisible();
  // Three days ahead may fall in next week.
  if (!(await demoClass('\\d').isVisible())) await trainer.getByRole('button', { name: 'Next week' }).click();
  // However many places other tests took, Jordan's adds one.
  const label = await demoClass('\\d').getAttribute('aria-label');
  const before = Number(/(\d) of 6 booked/.exec(label ?? '')?.[1]);
  expect(before).toBeLessThan(6);
  // Nothing below reloads the page: a marker on window would be gone after a reload.
  await trainer.evaluate(() => Object.assign(window, { __noReload: true }));

  // Jordan, on another device, books a place through the Data API.
  const jordan = await signInByApi(request, ACCOUNTS.jordan.email);
  const booking = await rpc(request, jordan, 'book_class', { p_session_id: DEMO_CLASS });
  await expect(demoClass(before + 1)).toBeVisible({ timeout: 10_000 });
  await saveScreenshot(trainer, 'calendar-live-booking');

  // And cancels it (before the deadline: the place is free again).
  await rpc(request, jordan, 'cancel_booking', { p_booking_id: booking.id, p_reason: 'Cannot make it' });
  await expect(demoClass(before)).toBeVisible({ timeout: 10_000 });
  expect(await trainer.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await trainerContext.close();
});
