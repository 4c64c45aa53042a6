import type { Locator } from '@playwright/test';

/** Opens every group of a menu (two levels deep) and lists its links in order as "Label → /path". */
export async function readMenu(menu: Locator): Promise<string[]> {
  for (let round = 0; round < 3; round += 1) {
    const closed = menu.locator('button[aria-expanded="false"]');
    const count = await closed.count();
    if (count === 0) break;
    for (let index = 0; index < count; index += 1) await closed.first().click();
  }
  return menu
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => `${link.textContent?.trim() ?? ''} → ${new URL((link as HTMLAnchorElement).href).pathname}`),
    );
}

export async function topLevelLabels(menu: Locator): Promise<string[]> {
  return menu
    .locator(':scope > ul > li > a, :scope > ul > li > button')
    .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
}

const LIBRARY = [
  'Exercises → /library/exercises',
  'All Workouts → /workouts',
  'Workout Builder → /library/workouts/builder',
  'All Programs → /programs',
  'Program Builder → /programs/builder',
];
const SHARED_STAFF = [
  ...LIBRARY,
  'Messages → /inbox',
  'Appointments → /appointments',
  'Onboarding → /automation/onboarding',
  'Autoflow → /automation/autoflow',
  'Resources → /on-demand/resources',
  'Resource List → /on-demand/resource-list',
  'Workouts → /on-demand/workouts',
  'Workout List → /on-demand/workout-list',
  'Labels → /on-demand/labels',
];

export const EXPECTED_MENUS = {
  client: {
    top: ['Workouts', 'Programs', 'Exercises', 'History', 'Progression', 'Messages'],
    links: [
      'Workouts → /workouts',
      'Programs → /programs',
      'Exercises → /library/exercises',
      'History → /history',
      'Progression → /progression',
      'Messages → /inbox',
    ],
  },
  staff: {
    top: ['Home', 'Clients', 'Library', 'Messages', 'Appointments', 'Automation', 'On Demand'],
    links: ['Home → /', 'Clients → /clients', ...SHARED_STAFF],
  },
  admin: {
    top: [
      'Staff',
      'Clients',
      'Library',
      'Messages',
      'Appointments',
      'Automation',
      'On Demand',
      'Schedule',
      'Services',
      'Booking',
      'Payment & Packages',
    ],
    links: [
      'Staff → /staff/trainers',
      'Clients → /clients',
      ...SHARED_STAFF,
      'Schedule → /schedule',
      'Types → /services/types',
      'Pricing → /services/pricing',
      'Availability → /services/availability',
      'Rules → /booking/rules',
      'Restrictions → /booking/restrictions',
      'Settings → /booking/settings',
      'Packages → /payments/packages',
      'Memberships → /payments/memberships',
      'Discounts → /payments/discounts',
      'Analytics → /payments/analytics',
    ],
  },
} as const;
