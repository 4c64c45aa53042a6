import { expect, test } from '@playwright/test';
import { clearSessions, field, LOGGER } from './support/logger';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, 'client');
  await clearSessions(page, request);
  await page.goto(LOGGER);
  await expect(page.getByRole('heading', { name: 'Full Body A', level: 1 })).toBeVisible();
});

test('previous is shown in full, a tap copies it, and a change is offered to the following sets', async ({ page }) => {
  const set1Weight = field(page, 'Barbell Back Squat set 1 weight (kg)');
  const previous = page.getByRole('button', { name: /^Barbell Back Squat set 1: use previous, / });
  await expect(previous).toBeVisible();
  // "67.5 kg x 5": weight with its unit and the reps, nothing cut off at phone width.
  const text = (await previous.innerText()).trim();
  const match = /^(\d+(?:\.\d+)?) kg x (\d+)$/.exec(text);
  expect(match, `previous reads "${text}"`).not.toBeNull();
  const isClipped = await previous.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(isClipped).toBe(false);

  await set1Weight.fill('1');
  await field(page, 'Barbell Back Squat set 1 reps').fill('1');
  await previous.click();
  await expect(set1Weight).toHaveValue(match![1]!);
  await expect(field(page, 'Barbell Back Squat set 1 reps')).toHaveValue(match![2]!);

  // Changing set 1's weight offers it to the later sets that still hold the old value.
  const set2Before = await field(page, 'Barbell Back Squat set 2 weight (kg)').inputValue();
  await set1Weight.fill('101.25');
  const offer = page.getByRole('group', { name: "Carry Barbell Back Squat set 1's change forward" });
  await expect(offer).toContainText('Use 101.25 kg for the next');
  await saveScreenshot(page, 'logger-phone');
  await offer.getByRole('button', { name: 'Apply' }).click();
  await expect(offer).toBeHidden();
  await expect(field(page, 'Barbell Back Squat set 2 weight (kg)')).toHaveValue('101.25');
  expect(set2Before).not.toBe('101.25');
});

test('the plate calculator loads the bar from the chosen plates and remembers them', async ({ page }) => {
  await field(page, 'Barbell Back Squat set 1 weight (kg)').fill('102.5');
  await page.getByRole('button', { name: 'Plates for Barbell Back Squat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plate calculator' });
  await expect(dialog.getByRole('textbox', { name: 'Total weight (kg)' })).toHaveValue('102.5');
  await expect(dialog.getByTestId('plate-result')).toContainText('Each side: 25 + 15 + 1.25 kg');
  await saveScreenshot(page, 'plate-calculator-phone');

  // Without 15s and 25s, the same weight is made of 20s, 10s and smaller plates.
  await dialog.getByRole('button', { name: '25 kg plates', exact: true }).click();
  await dialog.getByRole('button', { name: '15 kg plates', exact: true }).click();
  await expect(dialog.getByTestId('plate-result')).toContainText('Each side: 20 + 20 + 1.25 kg');
  await dialog.getByRole('textbox', { name: 'Total weight (kg)' }).fill('10');
  await expect(dialog.getByTestId('plate-result')).toContainText('Lighter than the 20 kg bar');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The plates are a setting: they are still chosen when the calculator opens again.
  await page.getByRole('button', { name: 'Plates for Barbell Back Squat' }).click();
  await expect(dialog.getByRole('button', { name: '25 kg plates', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(dialog.getByRole('button', { name: '20 kg plates', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
