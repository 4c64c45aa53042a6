import { describe, expect, it } from 'vitest';
import { bottomBarItems } from '@/app/nav/bottom-bar-items';
import { navForRole, navTargets } from '@/app/nav/nav-config';
import { SCREENS_NOT_FOR, type ScreenRole } from '@/app/offline-screens';
import { APP_ROUTES, findRoute } from '@/app/route-table';
import { routesFor } from '@/app/warm-screens';

const ROLES: ScreenRole[] = ['client', 'staff', 'admin'];

/** Every link a role's menu, bottom bar (home and a workout's details page) and settings offer. */
function linksOf(role: ScreenRole): string[] {
  const bars = ['/', '/workouts/w1/details'].flatMap((path) =>
    [...bottomBarItems(path, role, 'virtual'), ...bottomBarItems(path, role, 'programming')].flatMap((item) =>
      item.to ? [item.to] : [],
    ),
  );
  return [...new Set([...navTargets(navForRole(role)), ...bars, '/', '/settings', '/inbox'])];
}

describe('the screens kept on the device (issue 23)', () => {
  it.each(ROLES)('cover every screen a %s can reach from the navigation', (role) => {
    const kept = new Set(routesFor(role).map((route) => route.load));
    const missing = linksOf(role).filter((path) => {
      const route = findRoute(path);
      return !route || !kept.has(route.load);
    });
    expect(missing).toEqual([]);
  });

  it('name only routes of the table', () => {
    const paths = new Set(APP_ROUTES.map((route) => route.path));
    for (const role of ROLES) expect(SCREENS_NOT_FOR[role].filter((path) => !paths.has(path))).toEqual([]);
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
