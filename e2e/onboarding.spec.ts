import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInThroughUi } from './support/session';
import { saveScreenshot } from './support/screenshots';

// A new client registers on a phone and is asked the onboarding questions on first sign-in; the
// answers stay answered (no second ask) and can be changed in Settings.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a new client completes onboarding on a phone', async ({ page }) => {
  const email = `onboarding.${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Olive');
  await page.getByLabel('Last name').fill('Newton');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('StrongPass123');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/login');
  await signInThroughUi(page, email, { password: 'StrongPass123' });
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();

  const flow = page.getByRole('region', { name: 'How much lifting have you done?' });
  await expect(flow).toBeVisible();
  await expect(flow.getByText('Step 1 of 4')).toBeVisible();
  // Next without an answer says what is missing.
  await flow.getByRole('button', { name: 'Next' }).click();
  await expect(flow.getByRole('alert')).toHaveText('Choose your experience level.');
  await flow.getByRole('radio', { name: /Beginner/ }).check();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'onboarding-step-1', { fullPage: true });
  await flow.getByRole('button', { name: 'Next' }).click();

  const training = page.getByRole('region', { name: 'Where and how often will you train?' });
  await training.getByRole('radio', { name: 'A home gym' }).check();
  await training.getByRole('group', { name: 'Days a week' }).getByRole('button', { name: '3' }).click();
  await training.getByRole('button', { name: 'Next' }).click();

  const goals = page.getByRole('region', { name: 'What do you want from training?' });
  await goals.getByRole('button', { name: 'Lose fat' }).click();
  await goals.getByRole('button', { name: 'Get stronger' }).click();
  await saveScreenshot(page, 'onboarding-step-3', { fullPage: true });
  await goals.getByRole('button', { name: 'Next' }).click();

  const limits = page.getByRole('region', { name: /Injuries or limitations/ });
  await limits.getByLabel('Injuries and limitations (optional)').fill('Left knee hurts on deep squats');
  await limits.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Thanks! Your coach can see your answers now.')).toBeVisible();

  // Answered: not asked again; Settings shows the answers can be updated.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByText(/^Answered /)).toBeVisible();
  await page.getByRole('button', { name: 'Update answers' }).click();
  await expect(page.getByRole('radio', { name: /Beginner/ })).toBeChecked();
});

test('a new client can skip onboarding and answer later from Settings', async ({ page }) => {
  const email = `skipper.${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Sky');
  await page.getByLabel('Last name').fill('Later');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('StrongPass123');
  await page.getByLabel('Gender').selectOption('male');
  await page.getByRole('button', { name: 'Create account' }).click();
  await signInThroughUi(page, email, { password: 'StrongPass123' });
  await page.getByRole('button', { name: 'Ask me later' }).click();
  await expect(page.getByText('The questions are waiting in')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask me later' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByText('Not answered yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Answer now' }).click();
  await expect(page.getByRole('radio', { name: /Beginner/ })).toBeVisible();
});
