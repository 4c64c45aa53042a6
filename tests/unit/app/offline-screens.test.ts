import { describe, expect, it } from 'vitest';
import { bottomBarItems } from '@/app/nav/bottom-bar-items';
import { navForRole, navTargets } from '@/app/nav/nav-config';
import { SCREENS_NOT_FOR, type ScreenRole } from '@/app/offline-screens';
import { ALL_APP_ROUTES, APP_ROUTES, findRoute } from '@/app/route-table';
import { routesFor } from '@/app/warm-screens';

const ROLES: ScreenRole[] = ['client', 'staff', 'admin'];

/**
 * Targets of the staff and admin menus that a client opens too, from inside a page rather than
 * from their own menu or bar. Every other staff or admin menu target must be off a client's device.
 */
const CLIENT_SCREENS_IN_STAFF_MENUS = [
  // Today's "Next session" card and the booking steps lead to a client's own appointments.
  '/appointments',
  // "New workout" on a client's Workouts page: a client writes workouts of their own.
  '/library/workouts/builder',
];

/** Links a client follows inside pages (besides the menu and the bottom bar). */
const CLIENT_IN_PAGE_LINKS = ['/appointments', '/appointments/book', '/library/workouts/builder'];

/** Every link a role's menu, bottom bar (home and a workout's details page) and settings offer. */
function linksOf(role: ScreenRole): string[] {
  const bars = ['/', '/workouts/w1/details'].flatMap((path) =>
    [...bottomBarItems(path, role, 'virtual'), ...bottomBarItems(path, role, 'programming')].flatMap((item) =>
      item.to ? [item.to] : [],
    ),
  );
  const inPages = role === 'client' ? CLIENT_IN_PAGE_LINKS : [];
  return [...new Set([...navTargets(navForRole(role)), ...bars, ...inPages, '/', '/settings', '/inbox'])];
}

/** The route pattern a link opens (a menu target without a page opens "coming soon"). */
const patternOf = (path: string) => findRoute(path)?.path ?? path;

describe('the screens kept on the device (issue 23)', () => {
  it.each(ROLES)('cover every screen a %s can reach from the navigation', (role) => {
    const kept = new Set(routesFor(role).map((route) => route.load));
    const missing = linksOf(role).filter((path) => {
      const route = findRoute(path);
      return !route || !kept.has(route.load);
    });
    expect(missing).toEqual([]);
  });

  it('name only routes of the table or menu targets', () => {
    const paths = new Set(ALL_APP_ROUTES.map((route) => route.path));
    for (const role of ROLES) expect(SCREENS_NOT_FOR[role].filter((path) => !paths.has(path))).toEqual([]);
  });

  it("keep every staff and admin menu target off a client's device unless a client opens it too", () => {
    const clientLinks = new Set([...linksOf('client'), ...CLIENT_SCREENS_IN_STAFF_MENUS].map(patternOf));
    const excluded = new Set(SCREENS_NOT_FOR.client);
    const staffTargets = [...new Set([...navTargets(navForRole('staff')), ...navTargets(navForRole('admin'))])];
    const keptForClients = staffTargets.map(patternOf).filter((path) => !clientLinks.has(path) && !excluded.has(path));
    expect(keptForClients).toEqual([]);
  });

  it("keep the studio's admin screens, payments included, off a client's device", () => {
    const client = routesFor('client').map((route) => route.path);
    const adminOnly = APP_ROUTES.map((route) => route.path).filter((path) =>
      /^\/(?:schedule|services|booking|payments)(?:\/|$)/.test(path),
    );
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(client.filter((path) => adminOnly.includes(path))).toEqual([]);
    for (const future of ['/services/pricing', '/payments/packages', '/payments/memberships', '/payments/discounts']) {
      expect(SCREENS_NOT_FOR.client).toContain(future);
    }
    expect(SCREENS_NOT_FOR.client).toContain('/payments/analytics');
    // A client's own appointments and booking steps stay.
    expect(client).toEqual(expect.arrayContaining(['/appointments', '/appointments/book']));
  });

  it("keep the staff screens off a client's device and the logger, Settings and Messages on everyone's", () => {
    const client = routesFor('client').map((route) => route.path);
    expect(client).not.toContain('/clients');
    expect(client).not.toContain('/staff/trainers');
    for (const role of ROLES) {
      const paths = routesFor(role).map((route) => route.path);
      expect(paths).toEqual(expect.arrayContaining(['/', '/settings', '/inbox', '/workouts/:id/start']));
    }
    expect(routesFor('admin').map((route) => route.path)).toContain('/staff/trainers');
  });
});
