import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';
import { saveScreenshot } from './support/screenshots';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a client asks for a workout, previews it, requests a change, approves and starts it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'client');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'AI' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Trainer' });
  await expect(chat.getByText(/I'm your AI trainer/)).toBeVisible();

  // A blank message is ignored.
  const box = chat.getByLabel('Message the AI trainer');
  await box.fill('   ');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();

  await box.fill('Give me a 45 minute push day <b>please</b>');
  await box.press('Enter');
  // Rendered as text, never as HTML.
  await expect(chat.getByText('Give me a 45 minute push day <b>please</b>')).toBeVisible();
  await chat.getByRole('button', { name: 'Create Workout' }).click();

  const preview = page.getByRole('dialog', { name: 'Workout Preview' });
  await expect(preview.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 30_000 });
  const count = await preview.getByRole('listitem').count();
  expect(count).toBeGreaterThanOrEqual(6);
  expect(count).toBeLessThanOrEqual(10);
  await saveScreenshot(page, 'ai-trainer-preview');

  await preview.getByRole('button', { name: 'Request Changes' }).click();
  await expect(preview.getByRole('button', { name: 'Send changes' })).toBeDisabled();
  await preview.getByLabel('What should change?').fill('No barbell please');
  await preview.getByRole('button', { name: 'Send changes' }).click();
  await expect(preview.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByText(/barbell/i)).toHaveCount(0);
  await preview.getByRole('button', { name: 'Approve' }).click();

  await expect(chat.getByText(/Workout Created Successfully/)).toBeVisible();
  await saveScreenshot(page, 'ai-trainer-created');
  await chat.getByRole('link', { name: 'Start workout' }).click();
  await expect(page).toHaveURL(/\/workouts\/[0-9a-f-]{36}\/start$/);
});

test('the conversation survives a reload and can be cleared', async ({ page }) => {
  page.on('pageerror', (error) => console.log('PAGE ERROR', error.stack));
  page.on('console', (message) => console.log('CONSOLE', message.type(), message.text(), message.location().url));
  await signInAs(page, 'virtual');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'AI' }).click();
  const chat = page.getByRole('dialog', { name: 'AI Trainer' });
  await chat.getByLabel('Message the AI trainer').fill('How much protein should I eat?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(/g of protein per kg/)).toBeVisible();
  await page.reload();
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'AI' }).click();
  await expect(chat.getByText('How much protein should I eat?')).toBeVisible();
  await chat.getByRole('button', { name: 'Clear chat' }).click();
  await expect(chat.getByText('How much protein should I eat?')).toHaveCount(0);
});
