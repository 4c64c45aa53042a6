// Which screens' code a role keeps on the device (src/app/warm-screens.ts downloads it in the
// background after the first signed-in visit; scripts/size counts it in the first-visit figure).
// Plain data with no imports, so the size script can read it too.

export type ScreenRole = 'client' | 'staff' | 'admin';

/** Staff screens a client never opens (the roster and a client's profile as a coach sees it). */
const STAFF_ONLY = ['/clients', '/staff/trainers', '/clients/profile/:id', '/clients/profile/:id/workouts'];

/** Admins' screens no one else opens (the payments analytics: a live report for admins only). */
const ADMIN_ONLY = ['/payments/analytics'];

/**
 * Route patterns (src/app/route-table.ts) a role does not open. Every other route of the table is
 * kept on the device, so a screen added later is kept for everyone unless it is listed here: a
 * few KiB too many is better than a screen that cannot open with no signal.
 */
export const SCREENS_NOT_FOR: Record<ScreenRole, readonly string[]> = {
  client: [...STAFF_ONLY, ...ADMIN_ONLY],
  // A client's own training record and its charts (about 100 KiB), and the admins' own pages.
  staff: ['/history', '/progression', '/staff/trainers', ...ADMIN_ONLY],
  admin: ['/history', '/progression'],
};

/** The route patterns among `paths` whose code `role` keeps on the device. */
export function offlineScreenPaths(paths: readonly string[], role: ScreenRole): string[] {
  const excluded = new Set(SCREENS_NOT_FOR[role]);
  return paths.filter((path) => !excluded.has(path));
}
