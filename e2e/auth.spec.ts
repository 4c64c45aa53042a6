import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD, PUBLISHABLE_KEY } from './support/accounts';
import { signInAs, signInThroughUi } from './support/session';

test.describe('signing in', () => {
  test('a client signs in with email and lands on Today', async ({ page }) => {
    await signInThroughUi(page, ACCOUNTS.client.email);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(page.getByText(`, ${ACCOUNTS.client.firstName}.`)).toBeVisible();
    // The email is remembered for next time.
    expect(await page.evaluate(() => localStorage.getItem('lastLoginEmail'))).toBe(ACCOUNTS.client.email);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: Record<string, unknown> },
    );
    expect(stored.state).toMatchObject({
      isAuthenticated: true,
      userRole: 'client',
      userGender: 'female',
      cycleTracking: { enabled: true, available: true },
    });
  });

  test('a trainer signs in with a phone number and sees the coach dashboard', async ({ page }) => {
    await signInThroughUi(page, ACCOUNTS.trainer.phone, { method: 'phone' });
    await expect(page.getByRole('heading', { name: 'Coach dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lastLoginPhone'))).toBe(ACCOUNTS.trainer.phone);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: Record<string, unknown> },
    );
    expect(stored.state).toMatchObject({
      userRole: 'staff',
      staffRole: 'trainer',
      cycleTracking: { enabled: false, available: true },
    });
  });

  test('a phone number already starting with +1 works too', async ({ page }) => {
    await signInThroughUi(page, `+1${ACCOUNTS.client.phone}`, { method: 'phone' });
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  });

  test('an admin signs in with email and gets Dev Tools', async ({ page }) => {
    await signInThroughUi(page, ACCOUNTS.admin.email);
    await expect(page.getByRole('heading', { name: 'Coach dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dev Tools' })).toBeVisible();
  });

  test('wrong credentials show the spec message and keep the input', async ({ page }) => {
    await signInThroughUi(page, ACCOUNTS.client.email, { password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
    await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.client.email);
    await expect(page).toHaveURL('/login');
  });

  test('empty fields are caught before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  });

  test('Development Access signs in to a demo account', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Development Access' }).click();
    await page.getByRole('button', { name: /^Virtual client/ }).click();
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  });
});

test.describe('session', () => {
  test('signed-out paths redirect to /login', async ({ page }) => {
    for (const path of ['/', '/settings', '/workouts/abc/start', '/nowhere']) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    }
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  });

  test('signed-in people are kept out of the signed-out pages and unknown paths', async ({ page }) => {
    await signInAs(page, 'client');
    for (const path of ['/login', '/register', '/reset-password', '/no/such/page']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    }
    await page.goto('/workouts/123/details');
    await expect(page).toHaveURL('/workouts/123/details');
  });

  test('a reload keeps the session', async ({ page }) => {
    await signInAs(page, 'trainer');
    await page.goto('/settings');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(ACCOUNTS.trainer.firstName);
  });

  test('sign out from the sidebar goes to /login and clears the stored state', async ({ page }) => {
    await signInThroughUi(page, ACCOUNTS.inperson.email);
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state?: { isAuthenticated?: boolean } },
    );
    expect(stored.state?.isAuthenticated ?? false).toBe(false);
    await page.goto('/settings');
    await expect(page).toHaveURL('/login');
  });

  test('signing out in another tab signs this tab out too', async ({ page, context }) => {
    await signInThroughUi(page, ACCOUNTS.jordan.email);
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/settings');
    await other.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(other).toHaveURL('/login');
    await expect(page).toHaveURL('/login');
  });

  test('a stale or invalid stored session is cleared at start-up', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem(
        'auth-storage',
        JSON.stringify({
          state: {
            isAuthenticated: true,
            userRole: 'admin',
            staffRole: 'trainer',
            userGender: 'male',
            user: null,
            cycleTracking: { enabled: false, available: false },
          },
          version: 0,
        }),
      );
    });
    await page.goto('/settings');
    await expect(page).toHaveURL('/login');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state?: { isAuthenticated?: boolean } },
    );
    expect(stored.state?.isAuthenticated ?? false).toBe(false);
  });
});

test.describe('registration', () => {
  test('registering with email goes to /login, then the new client can sign in', async ({ page }) => {
    const email = `new.client.${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('StrongPass123');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toContainText('Account created');
    await page.getByLabel('Password').fill('StrongPass123');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(page.getByText(', Robin.')).toBeVisible();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: Record<string, unknown> },
    );
    expect(stored.state).toMatchObject({
      userRole: 'client',
      userGender: 'female',
      cycleTracking: { available: true },
    });
  });

  test('registering with a phone number keeps digits only and prefixes +1', async ({ page }) => {
    const digits = `555${String(Date.now()).slice(-7)}`;
    await page.goto('/register');
    await page.getByRole('radio', { name: 'Phone' }).click();
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Phone');
    await page.getByLabel('Phone number').fill(`(${digits.slice(0, 3)}) ${digits.slice(3)}`);
    await expect(page.getByLabel('Phone number')).toHaveValue(digits);
    await page.getByLabel('Password').fill('StrongPass123');
    await page.getByLabel('Gender').selectOption('male');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/login');
    await signInThroughUi(page, digits, { method: 'phone', password: 'StrongPass123' });
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  });

  test('a taken email shows the provider message', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Email').fill(ACCOUNTS.client.email);
    await page.getByLabel('Password').fill('StrongPass123');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL('/register');
  });
});

test.describe('password reset', () => {
  test('by email: empty field message, sent confirmation, back to login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/reset-password');
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
    await page.getByRole('radio', { name: 'Phone' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your phone number');
    await page.getByRole('radio', { name: 'Email' }).click();
    await page.getByLabel('Email').fill(ACCOUNTS.virtual.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('the emailed link opens the set-new-password form', async ({ page, request }) => {
    // Stand in for the mail: GoTrue's verify link redirects with the recovery session in the fragment.
    const email = `reset.link.${Date.now()}@example.com`;
    const headers = { apikey: PUBLISHABLE_KEY };
    await request.post('/auth/v1/signup', {
      headers,
      data: { email, password: 'FirstPass123', data: { first_name: 'Rae', last_name: 'Set', gender: 'female' } },
    });
    const response = await request.post('/auth/v1/token?grant_type=password', {
      headers,
      data: { email, password: 'FirstPass123' },
    });
    const session = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      expires_in: number;
      expires_at: number;
    };
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at),
      token_type: 'bearer',
      type: 'recovery',
    });
    await page.goto(`/#${fragment.toString()}`);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password/);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
    await page.getByLabel('New password', { exact: true }).fill('SecondPass123');
    await page.getByLabel('Confirm new password').fill('SecondPass123');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(page.getByText(', Rae.')).toBeVisible();
  });

  test('by phone: a texted code, then a new password that works', async ({ page }) => {
    const resetTo = async (password: string) => {
      await page.goto('/reset-password');
      await page.getByRole('radio', { name: 'Phone' }).click();
      await page.getByLabel('Phone number').fill(ACCOUNTS.trainer.phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
      await page.getByLabel('Verification code').fill('123456');
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Confirm new password').fill(password);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('heading', { name: 'Coach dashboard' })).toBeVisible();
    };
    await resetTo('TemporaryPass9');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign out' }).click();
    await signInThroughUi(page, ACCOUNTS.trainer.phone, { method: 'phone', password: 'TemporaryPass9' });
    await expect(page.getByRole('heading', { name: 'Coach dashboard' })).toBeVisible();
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    // Back to the shared demo password for the other tests.
    await resetTo(PASSWORD);
  });
});

test('the login page is drawn in one piece: nothing on it moves as it loads', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The test build shows the development panel below the form; it must arrive with the page.
  await expect(page.getByRole('button', { name: 'Development Access' })).toBeVisible();
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});
