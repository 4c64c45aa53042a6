import { describe, expect, it } from 'vitest';
import { isMobileViewport } from '@/lib/use-is-mobile';
import { bottomBarItems } from '@/app/nav/bottom-bar-items';
import { containsActive, isActivePath, navForRole, navTargets, type NavItem } from '@/app/nav/nav-config';
import { findRoute, MENU_ONLY_ROUTES } from '@/app/route-table';

function outline(items: NavItem[]): unknown[] {
  return items.map((item) => (item.children ? { [item.label]: outline(item.children) } : `${item.label} ${item.to}`));
}

const LIBRARY = {
  Library: [
    'Exercises /library/exercises',
    { Workouts: ['All Workouts /workouts', 'Workout Builder /library/workouts/builder'] },
    { Programs: ['All Programs /programs', 'Program Builder /programs/builder'] },
  ],
};
const STAFF_TAIL = [
  LIBRARY,
  'Messages /inbox',
  'Appointments /appointments',
  { Automation: ['Onboarding /automation/onboarding', 'Autoflow /automation/autoflow'] },
  {
    'On Demand': [
      'Resources /on-demand/resources',
      'Resource List /on-demand/resource-list',
      'Workouts /on-demand/workouts',
      'Workout List /on-demand/workout-list',
      'Labels /on-demand/labels',
    ],
  },
];

describe('navigation by role', () => {
  it("gives clients exactly the spec's five links plus History (issue 11)", () => {
    expect(outline(navForRole('client'))).toEqual([
      'Workouts /workouts',
      'Programs /programs',
      'Exercises /library/exercises',
      'History /history',
      'Progression /progression',
      'Messages /inbox',
    ]);
  });

  it('gives staff Home, Clients and the shared staff menus', () => {
    expect(outline(navForRole('staff'))).toEqual(['Home /', 'Clients /clients', ...STAFF_TAIL]);
  });

  it('gives admins Staff, Clients, the staff menus and the business menus', () => {
    expect(outline(navForRole('admin'))).toEqual([
      'Staff /staff/trainers',
      'Clients /clients',
      ...STAFF_TAIL,
      'Schedule /schedule',
      { Services: ['Types /services/types', 'Pricing /services/pricing', 'Availability /services/availability'] },
      { Booking: ['Rules /booking/rules', 'Restrictions /booking/restrictions', 'Settings /booking/settings'] },
      {
        'Payment & Packages': [
          'Packages /payments/packages',
          'Memberships /payments/memberships',
          'Discounts /payments/discounts',
          'Analytics /payments/analytics',
        ],
      },
    ]);
  });

  it('nests at most two levels', () => {
    const depth = (items: NavItem[]): number =>
      Math.max(0, ...items.map((item) => (item.children ? 1 + depth(item.children) : 0)));
    for (const role of ['client', 'staff', 'admin'] as const) expect(depth(navForRole(role))).toBeLessThanOrEqual(2);
  });

  it('gives every menu target a page in the shell', () => {
    for (const role of ['client', 'staff', 'admin'] as const) {
      for (const target of navTargets(navForRole(role))) expect(findRoute(target), target).toBeDefined();
    }
    // Every menu target now has its page (automation, issue 31, was the last "coming soon").
    expect(MENU_ONLY_ROUTES.map((route) => route.path)).toEqual([]);
  });

  it('marks active links and the groups around them', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/clients', '/')).toBe(false);
    expect(isActivePath('/programs/abc', '/programs')).toBe(true);
    const library = navForRole('staff').find((item) => item.id === 'library')!;
    expect(containsActive(library, '/library/workouts/builder')).toBe(true);
    expect(containsActive(library, '/inbox')).toBe(false);
  });
});

describe('route table', () => {
  it('matches the specific routes before the parameterised ones', () => {
    expect(findRoute('/programs/builder')?.title).toBe('Program Builder');
    expect(findRoute('/programs/42')?.title).toBe('Program');
    expect(findRoute('/workouts/7/start')).toMatchObject({
      hideHeader: true,
      fullBleedMobile: true,
      transitionMs: 100,
    });
    expect(findRoute('/settings')?.transitionMs).toBe(200);
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});

describe('bottom bar', () => {
  const labels = (
    pathname: string,
    role: 'client' | 'staff' | 'admin',
    type: 'programming' | 'virtual' | 'in-person',
  ) => bottomBarItems(pathname, role, type).map((item) => item.label);

  it('shows Progress to virtual clients and Unlock to every other client (the spec, kept exactly)', () => {
    expect(labels('/', 'client', 'virtual')).toEqual(['Home', 'Messages', 'AI', 'Settings', 'Progress']);
    expect(labels('/', 'client', 'programming')).toEqual(['Home', 'Messages', 'AI', 'Settings', 'Unlock']);
    expect(labels('/', 'client', 'in-person')).toEqual(['Home', 'Messages', 'AI', 'Settings', 'Unlock']);
  });

  it("gives staff and admins their working items (Clients, Workouts), never a client's Unlock", () => {
    for (const role of ['staff', 'admin'] as const) {
      for (const type of ['programming', 'virtual', 'in-person'] as const) {
        const items = bottomBarItems('/', role, type);
        expect(items.map((item) => `${item.label} ${item.to ?? '(chat)'}`)).toEqual([
          'Home /',
          'Clients /clients',
          'Messages /inbox',
          'AI (chat)',
          'Workouts /workouts',
        ]);
      }
    }
  });

  it('switches to workout actions on a workout details page', () => {
    const items = bottomBarItems('/workouts/w1/details', 'client', 'programming');
    expect(items.map((item) => `${item.label} ${item.to}`)).toEqual([
      'Home /',
      'Workouts /workouts',
      'Start /workouts/w1/start',
      'Edit /workouts/w1/edit',
      'Settings /settings',
    ]);
  });

  it('has an AI button without a link', () => {
    expect(bottomBarItems('/', 'client', 'programming')[2]).toEqual({ label: 'AI', icon: 'ai' });
  });
});

describe('mobile layout', () => {
  it('is mobile below 768 px, or below 1024 px in landscape', () => {
    expect(isMobileViewport(390, 844)).toBe(true);
    expect(isMobileViewport(767, 1024)).toBe(true);
    expect(isMobileViewport(768, 1024)).toBe(false);
    expect(isMobileViewport(844, 390)).toBe(true);
    expect(isMobileViewport(1023, 700)).toBe(true);
    expect(isMobileViewport(1024, 700)).toBe(false);
  });
});
