// Which screens' code a role keeps on the device (src/app/warm-screens.ts downloads it in the
// background after the first signed-in visit; scripts/size counts it in the first-visit figure).
// Plain data with no imports, so the size script can read it too.

export type ScreenRole = 'client' | 'staff' | 'admin';

/**
 * Screens only staff and admins open: every target of their menus (src/app/nav/nav-config.ts) that
 * a client has no way to, and the staff pages below them. tests/unit/app/offline-screens.test.ts
 * fails when a staff or admin menu target is neither here nor a screen a client opens too, so a
 * screen added to those menus is decided on, not downloaded by every client. Menu targets without
 * a page yet (the "coming soon" ones) are listed as well: they stay off a client's device the day
 * they get one.
 */
const STAFF_ONLY = [
  // The roster and a client's profile as a coach sees it.
  '/clients',
  '/staff/trainers',
  '/clients/profile/:id',
  '/clients/profile/:id/workouts',
  // Program building (a client's program is built by their coach; the page tells a client so).
  '/programs/builder',
  // The studio: its schedule, services, booking policy and payments (admins; staff set their own
  // hours in /services/availability).
  '/schedule',
  // The check-in desk (issue 29): it needs a connection anyway, the server checks every code.
  '/appointments/check-in',
  '/services/types',
  '/services/pricing',
  '/services/availability',
  '/booking/rules',
  '/booking/restrictions',
  '/booking/settings',
  '/payments/packages',
  '/payments/memberships',
  '/payments/discounts',
  '/payments/analytics',
  // The on-demand library as staff build it (issue 30); a client's own "On demand" screen is
  // `/on-demand` (kept for every role: staff see what their clients see there).
  '/on-demand/resources',
  '/on-demand/resource-list',
  '/on-demand/workouts',
  '/on-demand/workout-list',
  '/on-demand/labels',
  // Automation (onboarding and autoflow messages) is run by staff.
  '/automation/onboarding',
  '/automation/autoflow',
];

/** The admins' payments catalogue and analytics (issue 28): nobody else opens them. */
const ADMIN_ONLY = [
  '/services/pricing',
  '/payments/packages',
  '/payments/memberships',
  '/payments/discounts',
  '/payments/analytics',
];

/**
 * Route patterns (src/app/route-table.ts) a role does not open. Every other route of the table is
 * kept on the device, so a screen added later is kept for everyone unless it is listed here: a
 * few KiB too many is better than a screen that cannot open with no signal.
 */
export const SCREENS_NOT_FOR: Record<ScreenRole, readonly string[]> = {
  client: STAFF_ONLY,
  // A client's own training record and its charts (about 100 KiB), and the admins' staff page.
  // "Membership and credits" is a client's own page; the catalogue and the analytics are the admins'.
  // "Unlock" (/access) is a client's own check-in code: staff and admins check clients in at the desk.
  staff: ['/history', '/progression', '/staff/trainers', '/settings/membership', '/access', ...ADMIN_ONLY],
  admin: ['/history', '/progression', '/settings/membership', '/access'],
};

/** The route patterns among `paths` whose code `role` keeps on the device. */
export function offlineScreenPaths(paths: readonly string[], role: ScreenRole): string[] {
  const excluded = new Set(SCREENS_NOT_FOR[role]);
  return paths.filter((path) => !excluded.has(path));
}
