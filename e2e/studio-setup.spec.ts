import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

// Issue 27, the admin's setup: two services, a trainer's weekly hours and time off, the booking
// rules; then the trainer sees the same hours as their own. Driven at desk size, then a phone.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function createService(
  page: Page,
  service: {
    name: string;
    kind: 'appointment' | 'class';
    places?: string;
    minutes: string;
    after?: string;
    trainers: string[];
  },
) {
  await page.getByRole('button', { name: 'New service' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New service' });
  await dialog.getByLabel('Name').fill(service.name);
  if (service.kind === 'class') {
    await dialog.getByRole('radio', { name: 'Class' }).click();
    await dialog.getByLabel('Places in a class').fill(service.places ?? '8');
  }
  await dialog.getByLabel('Length (min)').fill(service.minutes);
  if (service.after) await dialog.getByLabel('Buffer after (min)').fill(service.after);
  for (const trainer of service.trainers) await dialog.getByLabel(trainer).check();
  await dialog.getByRole('button', { name: 'Create service' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin sets up services, a trainer’s hours and the booking rules; the trainer sees their hours', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin');

  // Services: the menu leads there, no "coming soon".
  await page.goto('/services/types');
  await expect(page.getByRole('heading', { name: 'Service types', level: 1 })).toBeVisible();
  await createService(page, {
    name: 'PT 45',
    kind: 'appointment',
    minutes: '45',
    after: '15',
    trainers: ['Taylor Reyes'],
  });
  await createService(page, {
    name: 'Strength club',
    kind: 'class',
    places: '6',
    minutes: '60',
    trainers: ['Taylor Reyes', 'Sam Okafor'],
  });
  const active = page.getByRole('list', { name: 'Active services' });
  await expect(active.getByRole('listitem').filter({ hasText: 'PT 45' })).toContainText(
    '1:1 appointment · 45 min · 15 min after',
  );
  await expect(active.getByRole('listitem').filter({ hasText: 'Strength club' })).toContainText(
    'Class · 6 places · 60 min',
  );
  // A virtual service without its link is stopped beside the field.
  await page.getByRole('button', { name: 'New service' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New service' });
  await dialog.getByLabel('Name').fill('Zoom check-in');
  await dialog.getByRole('radio', { name: 'Virtual' }).click();
  await dialog.getByRole('button', { name: 'Create service' }).click();
  await expect(dialog.getByText('A virtual service needs its video link.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await saveScreenshot(page, 'studio-setup-service-types', { fullPage: true });

  // Taylor's week (the demo seed gives him weekday hours): Saturday 09:00-17:00 added, then saved.
  await page.goto('/services/availability');
  await page.getByLabel('Trainer').selectOption({ label: 'Taylor Reyes' });
  const week = page.getByRole('region', { name: 'Weekly hours' });
  const weeklyHours = async () =>
    Number(/^([\d.]+) h a week/.exec((await week.getByText(/h a week/).textContent()) ?? '')?.[1]);
  await expect(week.getByText(/h a week/)).toBeVisible();
  const before = await weeklyHours();
  await week.getByRole('button', { name: 'Add hours on Saturday' }).click();
  await expect(week.getByLabel('Saturday from')).toHaveValue('09:00');
  await expect.poll(weeklyHours).toBe(before + 8);
  await week.getByRole('button', { name: 'Save hours' }).click();
  await expect(week.getByRole('status')).toHaveText('Hours saved.');
  const timeOff = page.getByRole('form', { name: 'Add time off' });
  await timeOff.getByLabel('First day').fill('2027-01-04');
  await timeOff.getByLabel('Last day').fill('2027-01-05');
  await timeOff.getByLabel('Reason (optional)').fill('Course');
  await timeOff.getByRole('button', { name: 'Add time off' }).click();
  await expect(page.getByRole('list', { name: 'Planned time off' })).toContainText('Course');
  await saveScreenshot(page, 'studio-setup-availability', { fullPage: true });

  // The rules: 4 hours' notice and a no-show fee, kept after a reload.
  await page.goto('/booking/rules');
  await page.getByLabel('Minimum notice', { exact: true }).fill('4');
  await page.getByLabel('Minimum notice unit').selectOption('hours');
  await page.getByLabel('No-show', { exact: true }).selectOption('fee');
  await page.getByLabel('No-show: fee').fill('15');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Settings saved.');
  await page.reload();
  await expect(page.getByLabel('Minimum notice', { exact: true })).toHaveValue('4');
  await expect(page.getByLabel('No-show: fee')).toHaveValue('15.00');

  // Taylor, signed in on a phone, sees the week as his own.
  await page.setViewportSize(PHONE);
  await signInAs(page, 'trainer');
  await page.goto('/services/availability');
  await expect(
    page.getByRole('region', { name: 'Weekly hours' }).getByText(`${before + 8} h a week`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('Trainer')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Planned time off' })).toContainText('Course');
  await saveScreenshot(page, 'studio-setup-availability-phone', { fullPage: true });
});
