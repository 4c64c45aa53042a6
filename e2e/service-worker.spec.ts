import { expect, test, type Page } from '@playwright/test';
import { isControlled, waitForServiceWorker } from './support/service-worker';
import { signInAs } from './support/session';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

test('a page the service worker did not load asks it for control, and its other screens then open with no signal', async ({
  page,
  context,
}) => {
  await signInAs(page, 'client');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  // A hard reload bypasses the worker: the page starts uncontrolled, as a page still loading when
  // the worker first activated does (a client who signs in and at once opens another screen).
  await page.goto('/settings');
  const cdp = await context.newCDPSession(page);
  const loaded = page.waitForEvent('load');
  await cdp.send('Page.reload', { ignoreCache: true });
  await loaded;
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect.poll(() => isControlled(page), { message: 'the page asked the worker for control' }).toBe(true);

  // With no signal, Today's code (precached, not loaded by this page) still arrives, and signing out
  // lands on the form.
  await context.setOffline(true);
  await page.getByRole('banner').getByRole('link', { name: 'Liftwise home' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await context.setOffline(false);
});
