import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';

// Casey (the demo client) has seeded body scans; Taylor, her trainer, records a new one.
const CASEY = '00000000-0000-4000-8000-000000000011';
const today = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${new Date().toLocaleDateString('en-CA')}T00:00:00Z`));

test.describe.configure({ mode: 'serial' });

test('the trainer enters a body scan for a client and sees it charted and in the history', async ({ page }) => {
  await signInAs(page, 'trainer');
  await page.goto(`/clients/profile/${CASEY}/assessments/bodyscan`);
  await expect(page.getByRole('heading', { name: 'Body scan', level: 1 })).toBeVisible();
  await expect(page.getByText('Casey Nguyen')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row')).toHaveCount(6); // header + five seeded scans

  await page.getByRole('button', { name: 'New body scan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New body scan' });
  // A typo is refused with the reason, and nothing typed is lost.
  await dialog.getByLabel('Weight').fill('628');
  await dialog.getByLabel('Body fat').fill('24,8');
  await dialog.getByLabel('Notes').fill('<b>Great</b> progress');
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog.getByText('Weight must be between 20 and 400 kg.')).toBeVisible();
  await expect(dialog.getByLabel('Body fat')).toHaveValue('24,8');
  await dialog.getByLabel('Weight').fill('62.8');
  await dialog.getByLabel('Visceral fat').fill('14');
  await expect(dialog.getByText('High')).toBeVisible(); // flagged as typed (reference 1–12)
  await dialog.getByLabel('Visceral fat').fill('4');
  await dialog.getByLabel('Lab report (PDF or image, up to 10 MB)').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% body scan\n'),
  });
  await saveScreenshot(page, 'assessments-entry-desktop');
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByRole('heading', { name: `Latest result · ${today}` })).toBeVisible();
  // User text renders as text.
  await expect(page.getByText('<b>Great</b> progress').first()).toBeVisible();
  const chart = page.getByRole('region', { name: 'Over time' });
  await expect(chart.getByRole('img')).toHaveAttribute(
    'aria-label',
    new RegExp(`to 62\\.8 kg on ${today} \\(6 results\\)`),
  );
  await expect(chart.locator('.recharts-line-dot')).toHaveCount(6);
  await chart.getByLabel('Marker to chart').selectOption({ label: 'Body fat (%)' });
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /to 24\.8 % on/);
  const newest = history.getByRole('row').nth(1);
  await expect(newest.getByRole('rowheader')).toContainText(today);
  await expect(newest).toContainText('62.8');
  await expect(newest.getByRole('button', { name: 'Report' })).toBeVisible();
  await saveScreenshot(page, 'assessments-bodyscan-desktop', { fullPage: true });

  // Blood test: the seeded ferritin is low for a woman.
  await page.getByRole('navigation', { name: 'Client sections' }).getByRole('link', { name: 'Blood test' }).click();
  const ferritin = page.getByRole('region', { name: /Latest result/ }).getByRole('row', { name: /Ferritin/ });
  await expect(ferritin).toContainText('12 µg/L');
  await expect(ferritin).toContainText('Low');
  await saveScreenshot(page, 'assessments-bloodtest-desktop', { fullPage: true });

  // The lab's own range, entered with a value, is what flags it: 14 µg/L is low by the built-in
  // range for women (15–150) and in range by this lab's 13–150. A reversed range is refused first.
  await page.getByRole('button', { name: /New blood test/ }).click();
  const entry = page.getByRole('dialog', { name: 'New blood test' });
  await entry.getByLabel('Ferritin', { exact: true }).fill('14');
  await expect(entry.getByText('Ref. 15–150')).toBeVisible();
  await entry.getByRole('button', { name: "Enter the lab's range for Ferritin" }).click();
  await entry.getByLabel('Ferritin lab range low end').fill('150');
  await entry.getByLabel('Ferritin lab range high end').fill('13');
  await entry.getByRole('button', { name: 'Save result' }).click();
  await expect(entry.getByText('The lab range for Ferritin: the low end must be below the high end.')).toBeVisible();
  await entry.getByLabel('Ferritin lab range low end').fill('13');
  await entry.getByLabel('Ferritin lab range high end').fill('150');
  await expect(entry.getByText('Lab range 13–150')).toBeVisible();
  await entry.getByRole('button', { name: 'Save result' }).click();
  await expect(entry).toBeHidden();
  const labFerritin = page
    .getByRole('region', { name: `Latest result · ${today}` })
    .getByRole('row', { name: /Ferritin/ });
  await expect(labFerritin).toContainText('13–150 µg/L');
  await expect(labFerritin).toContainText('(lab)');
  await expect(labFerritin).toContainText('In range');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the client sees their results read-only', async ({ page }) => {
    await signInAs(page, 'client');
    await page.goto('/progression');
    await page.getByRole('link', { name: 'Body scans and lab results' }).click();
    await expect(page).toHaveURL(`/clients/profile/${CASEY}/assessments/bodyscan`);
    await expect(page.getByRole('heading', { name: `Latest result · ${today}` })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByRole('row', { name: new RegExp(today) }),
    ).toContainText('62.8');
    await expect(page.getByRole('button', { name: /New body scan|Edit the result|Delete the result/ })).toHaveCount(0);
    // Nothing sticks out sideways on a phone (wide tables scroll inside their card).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'assessments-client-phone', { fullPage: true });
    await page.getByRole('link', { name: 'DUTCH test' }).click();
    const latest = page.getByRole('region', { name: /Latest result/ });
    await expect(latest.getByRole('row', { name: /Cortisol, night/ })).toContainText('High');
    await saveScreenshot(page, 'assessments-dutch-phone', { fullPage: true });
  });

  test('a client cannot open another client’s results', async ({ page }) => {
    await signInAs(page, 'jordan');
    await page.goto(`/clients/profile/${CASEY}/assessments/bodyscan`);
    await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
  });

  test('a trainer who reads pounds enters a scan in lb; the database holds kg; in kg it reads in kg', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const chooseUnit = async (label: 'Kilograms (kg)' | 'Pounds (lb)') => {
      await page.goto('/settings');
      const unit = page.getByRole('group', { name: 'Weight unit' });
      await unit.getByText(label).click();
      await expect(unit.getByRole('radio', { name: label })).toBeChecked();
      await expect(unit.getByRole('radio', { name: label })).toBeEnabled();
    };
    const api = async (target: Page) => ({
      apikey: PUBLISHABLE_KEY,
      Authorization: `Bearer ${await accessTokenOf(target)}`,
      'Content-Type': 'application/json',
    });
    // Yesterday: no seeded scan is on that day, and today's belongs to the first test.
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA');
    const yesterdayLabel = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${yesterday}T00:00:00Z`));

    await signInAs(page, 'trainer');
    try {
      await chooseUnit('Pounds (lb)');
      await page.goto(`/clients/profile/${CASEY}/assessments/bodyscan`);
      await page.getByRole('button', { name: 'New body scan' }).click();
      const dialog = page.getByRole('dialog', { name: 'New body scan' });
      await dialog.getByLabel('Date of the test').fill(yesterday);
      // The span is in pounds too: 20–400 kg is 44.1–881.8 lb.
      await dialog.getByLabel('Weight').fill('900');
      await dialog.getByLabel('Fat mass').fill('28.4');
      await dialog.getByLabel('Body fat').fill('18.9');
      await dialog.getByRole('button', { name: 'Save result' }).click();
      await expect(dialog.getByText('Weight must be between 44.1 and 881.8 lb.')).toBeVisible();
      await dialog.getByLabel('Weight').fill('150.5');
      await expect(dialog.getByText('lb', { exact: true }).first()).toBeVisible();
      await saveScreenshot(page, 'assessments-entry-phone-lb');
      await saveScreenshot(page, 'bodyscan-entry-phone-lb');
      await dialog.getByRole('button', { name: 'Save result' }).click();
      // About 68 kg a few days after about 63 kg, and 7 points of body fat: asked first, in pounds.
      await expect(dialog.getByRole('alert')).toContainText(/Weight changed by \+\d+(\.\d)? lb in \d+ days?/);
      await expect(dialog.getByRole('alert')).toContainText(/Body fat changed by −\d/);
      await dialog.getByRole('button', { name: 'Save anyway' }).click();
      await expect(dialog).toHaveCount(0);

      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByRole('columnheader', { name: 'Weight (lb)' })).toBeVisible();
      const row = history.getByRole('row', { name: new RegExp(yesterdayLabel) });
      await expect(row).toContainText('150.5');
      await expect(page.getByRole('region', { name: 'Compare two dates' })).toContainText('Weight (lb)');
      await saveScreenshot(page, 'bodyscan-page-phone-lb', { fullPage: true });

      // Stored in kilograms, to the gram: 150.5 lb = 68.266 kg, 28.4 lb = 12.882 kg; the percentage as typed.
      const stored = await request.get(
        `/rest/v1/assessments?client_id=eq.${CASEY}&type=eq.body_scan&measured_on=eq.${yesterday}&select=data`,
        { headers: await api(page) },
      );
      expect(stored.ok()).toBe(true);
      expect(await stored.json()).toEqual([{ data: { weightKg: 68.266, fatMassKg: 12.882, bodyFatPercent: 18.9 } }]);

      await chooseUnit('Kilograms (kg)');
      await page.goto(`/clients/profile/${CASEY}/assessments/bodyscan`);
      await expect(history.getByRole('columnheader', { name: 'Weight (kg)' })).toBeVisible();
      await expect(history.getByRole('row', { name: new RegExp(yesterdayLabel) })).toContainText('68.3');
    } finally {
      const reset = await request.patch('/rest/v1/users?email=eq.trainer@demo.liftwise.app', {
        headers: await api(page),
        data: { weight_unit: 'kg' },
      });
      expect(reset.ok(), await reset.text()).toBe(true);
    }
  });
});
