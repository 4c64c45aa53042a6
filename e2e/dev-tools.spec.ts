import { expect, test } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { EXPECTED_MENUS, topLevelLabels } from './support/nav';
import { accessTokenOf, signInAs } from './support/session';

test('an admin creates a user, changes their role and client type, and deletes them', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Dev Tools' }).click();
  await page.getByRole('button', { name: 'Manage Users' }).click();
  const modal = page.getByRole('dialog', { name: 'Manage Users' });
  const users = modal.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('listitem', { name: 'Alex Morgan' })).toBeVisible();

  await modal.getByRole('button', { name: 'Create user' }).click();
  const create = page.getByRole('dialog', { name: 'Create user' });
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(create.getByRole('alert')).toHaveText('Please fill in all required fields');
  const email = `made.by.admin.${Date.now()}@example.com`;
  await create.getByLabel('First name').fill('Morgan');
  await create.getByLabel('Last name').fill('Made');
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Password').fill('CreatedPass123');
  await create.getByLabel('Client type').selectOption('virtual');
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(create.getByRole('status')).toContainText('User created');
  // The success panel closes by itself after 2 s, back to the list with the newest user first.
  await expect(page.getByRole('dialog', { name: 'Manage Users' })).toBeVisible({ timeout: 5_000 });
  const row = users.getByRole('listitem', { name: 'Morgan Made' });
  await expect(row).toBeVisible();
  await expect(users.getByRole('listitem').first()).toHaveAccessibleName('Morgan Made');
  await expect(row.getByLabel('Client type for Morgan Made')).toHaveValue('virtual');

  await row.getByLabel('Client type for Morgan Made').selectOption('in-person');
  await expect(row.getByLabel('Client type for Morgan Made')).toHaveValue('in-person');
  await row.getByLabel('Role for Morgan Made').selectOption('staff');
  await expect(row.getByLabel('Client type for Morgan Made')).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Dev Tools' }).click();
  await page.getByRole('button', { name: 'Manage Users' }).click();
  const reloadedRow = page.getByRole('listitem', { name: 'Morgan Made' });
  await expect(reloadedRow.getByLabel('Role for Morgan Made')).toHaveValue('staff');

  await reloadedRow.getByRole('button', { name: 'Delete Morgan Made' }).click();
  const confirm = reloadedRow.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this user? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByRole('listitem', { name: 'Morgan Made' })).toHaveCount(0);
});

test('an admin previews the app as a client and keeps Dev Tools', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Dev Tools' }).click();
  const panel = page.getByRole('region', { name: 'Dev Tools' });
  await panel.getByRole('button', { name: 'Preview role: Admin' }).click();
  await expect(panel.getByRole('button', { name: 'Preview role: Staff' })).toBeVisible();
  const nav = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('navigation', { name: 'Main' });
  expect(await topLevelLabels(nav)).toEqual(EXPECTED_MENUS.staff.top);
  await panel.getByRole('button', { name: 'Preview role: Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  expect(await topLevelLabels(nav)).toEqual(EXPECTED_MENUS.client.top);
  await panel.getByRole('button', { name: 'Preview client type: Programming' }).click();
  await expect(panel.getByRole('button', { name: 'Preview client type: Virtual' })).toBeVisible();
  await panel.getByRole('button', { name: 'Preview gender: Male' }).click();
  await expect(panel.getByRole('button', { name: 'Preview gender: Female' })).toBeVisible();
  // Still an admin underneath: the panel stays and Manage Users still loads the whole list.
  await panel.getByRole('button', { name: 'Manage Users' }).click();
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem', { name: 'Casey Nguyen' })).toBeVisible();
});

test('the Sign Up link opens account creation', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'Dev Tools' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Create user' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Create user' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Create user' })).toHaveCount(0);
});

test('a client never sees Dev Tools and the server refuses their admin calls', async ({ page, request }) => {
  await signInAs(page, 'client');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dev Tools' })).toHaveCount(0);
  const token = await accessTokenOf(page);
  const headers = { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` };
  const remove = await request.post('/functions/v1/delete-user', {
    headers,
    data: { userId: '00000000-0000-4000-8000-000000000001' },
  });
  expect(remove.status()).toBe(403);
  const create = await request.post('/functions/v1/create-user', {
    headers,
    data: { email: 'sneaky@example.com', password: 'SneakyPass1', firstName: 'S', lastName: 'N', role: 'admin' },
  });
  expect(create.status()).toBe(403);
  const promote = await request.patch('/rest/v1/users?id=eq.00000000-0000-4000-8000-000000000011', {
    headers: { ...headers, 'Content-Type': 'application/json' },
    data: { role: 'admin' },
  });
  expect(promote.ok()).toBe(false);
});

test('a trainer does not see Dev Tools either', async ({ page }) => {
  await signInAs(page, 'trainer');
  await expect(page.getByRole('heading', { name: 'Coach dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dev Tools' })).toHaveCount(0);
});
