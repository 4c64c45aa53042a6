import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';
import { signInAs, signInThroughUi } from './support/session';

// Issue 28, the client's side on a phone: "Membership and credits" (balance per category with
// expiry, the history with reasons, the shop with a discount code previewed by the server), and the
// booking flow saying what a booking spends, then spending it (supabase/seeds/payments-demo.sql:
// 20 credits of each category for Casey, WELCOME10 takes 10% off packs).
test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

const PT = '1:1 Personal training';

async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() =>
    document.scrollingElement!.scrollWidth > 360
      ? [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > 361)
          .slice(0, 3)
          .map((element) => element.outerHTML.slice(0, 160))
      : [],
  );
  expect(wide).toEqual([]);
}

/** The 1:1 PT credits left, as the Balance section shows them. */
async function ptBalance(page: Page): Promise<number> {
  const row = page.getByRole('region', { name: 'Balance' }).getByRole('listitem').filter({ hasText: '1:1 PT' });
  await expect(row).toBeVisible();
  return Number((await row.locator('p.text-2xl').textContent())?.match(/\d+/)?.[0]);
}

async function openMembershipPage(page: Page) {
  await page.goto('/settings');
  await page.getByRole('link', { name: /Membership and credits/ }).click();
  await expect(page).toHaveURL(/\/settings\/membership$/);
  await expect(page.getByRole('heading', { name: 'Membership and credits' })).toBeVisible();
}

/** "1:1 Personal training", "Any available", the fourth day shown, its last free time: the confirm step. */
async function chooseAPtSession(page: Page) {
  await page.goto('/appointments/book');
  await page
    .getByRole('list', { name: 'Services' })
    .getByRole('button', { name: new RegExp(PT) })
    .click();
  await page.getByRole('button', { name: /Any available/ }).click();
  const days = page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  await expect(days.nth(3)).not.toHaveAttribute('aria-label', /loading/);
  await days.nth(3).click();
  await page.getByRole('list', { name: 'Free times' }).getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: 'Confirm' })).toBeVisible();
}

test('a client reads their balance and history, previews a discount code, and books a session that spends a credit', async ({
  page,
}) => {
  await signInAs(page, 'client');
  await openMembershipPage(page);
  const before = await ptBalance(page);
  expect(before).toBeGreaterThan(0);
  await expect(
    page
      .getByRole('region', { name: 'Credit history' })
      .getByText('Adjusted by the studio: Welcome credits (demo data)')
      .first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'Membership and credits');
  await saveScreenshot(page, 'client-payments-page', { fullPage: true });

  // The shop: a wrong code is refused in words, WELCOME10 takes 10% off, as the server says.
  await page.getByRole('button', { name: 'Buy 10 × 1:1 PT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy 10 × 1:1 PT' });
  await dialog.getByLabel('Discount code').fill('NOPE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This code is not valid');
  await dialog.getByLabel('Discount code').fill('welcome10');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('button', { name: 'Pay £360.00' })).toBeEnabled();
  await saveScreenshot(page, 'client-payments-checkout-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Booking says what it spends, then spends it.
  await chooseAPtSession(page);
  await expect(page.getByText(`Uses 1 credit of 1:1 PT — ${before - 1} left after this.`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'client-payments-booking-confirm');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Booked: ${PT}` })).toBeVisible();

  await openMembershipPage(page);
  await expect.poll(() => ptBalance(page)).toBe(before - 1);
  await expect(page.getByRole('region', { name: 'Credit history' }).getByRole('listitem').first()).toContainText(
    `−1Booked ${PT} on`,
  );
  await saveScreenshot(page, 'client-payments-after-booking', { fullPage: true });
});

test('a client buys a pack with the test card 4242 on the local checkout page and sees the credits', async ({
  page,
}) => {
  await signInAs(page, 'client');
  await openMembershipPage(page);
  const before = await ptBalance(page);
  await page.getByRole('button', { name: 'Buy 10 × 1:1 PT' }).click();
  await page.getByRole('dialog', { name: 'Buy 10 × 1:1 PT' }).getByRole('button', { name: 'Pay £400.00' }).click();

  // The provider's page (served by the local layer), then back to the app with ?order=<id>.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await saveScreenshot(page, 'client-payments-local-checkout');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/settings\/membership\?order=/);
  await expect(page.getByText('Payment received: 10 × 1:1 PT.')).toBeVisible();
  await expect.poll(() => ptBalance(page)).toBe(before + 10);
  await expect(page.getByRole('region', { name: 'Credit history' }).getByText('Bought 10 × 1:1 PT')).toBeVisible();
  await page.getByRole('button', { name: /^Receipt: 10 × 1:1 PT/ }).click();
  await expect(page.getByRole('dialog', { name: 'Receipt' })).toContainText('Paid£400.00');
  await saveScreenshot(page, 'client-payments-paid', { fullPage: true });
});

test('a client with no credit is offered the pack for the service and its drop-in price on the confirm step', async ({
  page,
}) => {
  // Noah, the new client of the demo, holds no credits (supabase/seeds/payments-demo.sql).
  await signInThroughUi(page, 'newbie@demo.liftwise.app');
  await expect(page.getByRole('banner')).toBeVisible();
  await chooseAPtSession(page);
  const offer = page.getByRole('region', { name: 'Pay for this session' });
  await expect(offer.getByText(/You have no credit for this service/)).toBeVisible();
  await expect(offer.getByRole('button', { name: /Buy a pack: 10 × 1:1 PT/ })).toContainText('£400.00');
  await expect(offer.getByRole('button', { name: /Pay the drop-in price/ })).toContainText('£45.00');
  await expect(offer.getByRole('button', { name: /Group class/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'the confirm step with no credit');
  await saveScreenshot(page, 'client-payments-no-credit-offer');
  // Booking anyway: the server refuses (22023) and the step keeps offering to pay, with no error.
  const book = page.getByRole('button', { name: 'Book', exact: true });
  const refused = page.waitForResponse((response) => response.url().includes('/rpc/book_appointment'));
  await book.click();
  expect((await refused).status()).toBe(400);
  await expect(book).not.toHaveAttribute('aria-busy', 'true');
  await expect(offer).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await offer.getByRole('button', { name: /Pay the drop-in price/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy 1:1 Personal training (drop-in)' });
  await expect(dialog.getByRole('button', { name: 'Pay £45.00' })).toBeVisible();
  await expect(dialog.getByLabel('Discount code')).toHaveCount(0);
  await saveScreenshot(page, 'client-payments-drop-in-dialog');
});
