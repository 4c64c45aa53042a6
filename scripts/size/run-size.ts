// `npm run size`: builds the app and checks the gzip JS each main route loads against its budget.
// Bytes are the same on every machine, so this gates CI (timings never do: see `npm run perf`).
//   npm run size                     build into dist/ (as `npm run build` does), then measure
//   npm run size -- --dist dist      measure an existing build (needs its .vite/manifest.json)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  firstVisitRatio,
  formatKiB,
  formatReport,
  KIB,
  measureRoutes,
  precacheUrls,
  roleViewsFromTable,
  routeModuleFromTable,
  routePathsFromTable,
  chunksFor,
  entryKey,
  type Manifest,
  type RouteBudget,
} from './budget';
import { offlineScreenPaths, type ScreenRole } from '../../src/app/offline-screens';

const root = path.resolve(import.meta.dirname, '../..');
const distArg = process.argv.indexOf('--dist');
const dist = path.resolve(root, distArg > 0 ? process.argv[distArg + 1]! : 'dist');

if (distArg < 0) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, LITE_TELEMETRY: '0', DO_NOT_TRACK: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const routeTable = readFileSync(path.join(root, 'src/app/route-table.ts'), 'utf8');
// A signed-in route loads the signed-in app (query cache, shell) and the route's own page (and the
// role's view of it when the page loads one by role).
const SIGNED_IN_APP = 'src/app/SignedInRoutes.tsx';
const signedIn = (route: string) => [SIGNED_IN_APP, routeModuleFromTable(routeTable, route)];
const readSource = (file: string) =>
  existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined;
// A page that loads a view of its own for each role (route-table `roleViews`): the role's view too.
const roleViews = (route: string) => roleViewsFromTable(routeTable, route, readSource);
/** A signed-in route's budget; once per distinct view (the roles that see it in brackets) when it has views. */
const signedInBudget = (route: string, budgetBytes: number): RouteBudget[] => {
  const views = roleViews(route);
  if (!views) return [{ route, modules: signedIn(route), budgetBytes }];
  const rolesByView = new Map<string, string[]>();
  for (const [role, view] of Object.entries(views)) rolesByView.set(view, [...(rolesByView.get(view) ?? []), role]);
  return [...rolesByView].map(([view, roles]) => ({
    route: `${route} (${roles.join(', ')})`,
    modules: [...signedIn(route), view],
    budgetBytes,
  }));
};

// Budgets (docs/performance.md says why each is what it is). Keep headroom small: a budget is
// there to make growth a decision, not to be reached by accident.
const budgets: RouteBudget[] = [
  { route: '/login', modules: ['src/features/auth/components/LoginPage.tsx'], budgetBytes: 150 * KIB },
  ...signedInBudget('/', 200 * KIB),
  ...signedInBudget('/workouts/:id/start', 220 * KIB),
  ...signedInBudget('/progression', 310 * KIB),
  ...signedInBudget('/clients', 225 * KIB),
  // The studio's scheduling screens (issue 27): appointments (a row for the client's own sessions
  // and one for the trainer's calendar: the page loads one by role), the admin's service types and
  // the admin's whole-studio schedule. 215 KiB since issue 31: from 205.7 KiB (issue 27) the staff
  // view grew with the payments and check-in links of issues 28-29 and the header's notification
  // bell (+0.9 KiB on every signed-in screen) to 211.1 KiB. Trimming them (zod, 23.6 KiB, parses
  // their bookings on first paint) is the way back under 210.
  ...signedInBudget('/appointments', 215 * KIB),
  // A client's "Book a session" steps.
  ...signedInBudget('/appointments/book', 215 * KIB),
  ...signedInBudget('/services/types', 210 * KIB),
  ...signedInBudget('/schedule', 215 * KIB),
  // The admin's catalogue (issue 28): service prices and credit categories, packs, plans, codes.
  ...signedInBudget('/services/pricing', 210 * KIB),
  ...signedInBudget('/payments/packages', 210 * KIB),
  ...signedInBudget('/payments/memberships', 210 * KIB),
  ...signedInBudget('/payments/discounts', 210 * KIB),
  // The admins' payments analytics (issue 28): its bar charts are plain elements, not the charts library.
  ...signedInBudget('/payments/analytics', 210 * KIB),
  // The on-demand library as staff build it (issue 30): resources, collections, workouts, labels.
  ...signedInBudget('/on-demand/resources', 210 * KIB),
  ...signedInBudget('/on-demand/resource-list', 210 * KIB),
  ...signedInBudget('/on-demand/workouts', 210 * KIB),
  ...signedInBudget('/on-demand/workout-list', 210 * KIB),
  ...signedInBudget('/on-demand/labels', 210 * KIB),
  // Automation (issue 31): the onboarding sequence and the autoflows, staff and admins.
  ...signedInBudget('/automation/onboarding', 210 * KIB),
  ...signedInBudget('/automation/autoflow', 210 * KIB),
  // A client's own On demand screen (the viewer is a chunk of its own, loaded when an item opens).
  ...signedInBudget('/on-demand', 210 * KIB),
  // A client's "Unlock" (issue 29): the check-in code; qrcode is a chunk of its own, loaded by the page.
  ...signedInBudget('/access', 210 * KIB),
  // The check-in desk (issue 29). qr-scanner and its worker load only when the camera starts, in
  // chunks of their own that this figure does not count (docs/access.md gives their size).
  ...signedInBudget('/appointments/check-in', 210 * KIB),
];

const gzipCache = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 6 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

const sizes = measureRoutes(manifest, budgets, sizeOf);
console.log(formatReport(sizes));
const failures = sizes.filter((size) => size.overBy > 0).map((size) => `${size.route} over budget`);

// The first signed-in visit (the dashboard), where the service worker installs: the page's JS and
// CSS, plus what the worker precaches. (The login page registers no worker.)
const FIRST_VISIT_MAX_RATIO = 1.3;
const home = sizes.find((size) => size.route === '/')!;
const css = Object.values(manifest).flatMap((chunk) => (home.files.includes(chunk.file) ? (chunk.css ?? []) : []));
const precached = precacheUrls(readFileSync(path.join(dist, 'sw.js'), 'utf8'));
const firstVisit = firstVisitRatio([...home.files, ...css], precached, sizeOf);
console.log(
  `\nfirst signed-in visit (/): page ${formatKiB(firstVisit.pageBytes)}, with the precache ${formatKiB(firstVisit.totalBytes)} ` +
    `(${firstVisit.ratio.toFixed(2)}x, limit ${FIRST_VISIT_MAX_RATIO}x; ${precached.length} files precached)`,
);
if (firstVisit.ratio > FIRST_VISIT_MAX_RATIO) failures.push(`first visit ${firstVisit.ratio.toFixed(2)}x the page`);

// After the first paint the app downloads, in the background, the code of every screen the person's
// role can open (src/app/warm-screens.ts, issue 23), so those screens open with no signal later.
// The whole first visit, that included, per role (docs/performance.md, "Every screen on the device").
const FIRST_VISIT_WITH_SCREENS_MAX_RATIO = 2.5;
const BACKGROUND_EXTRAS = [
  'src/features/auth/components/LoginPage.tsx',
  'src/features/ai-trainer/index.ts',
  'src/features/dashboard/prefetch.ts',
];
const routePaths = routePathsFromTable(routeTable);
for (const role of ['client', 'staff', 'admin'] satisfies ScreenRole[]) {
  const screens = offlineScreenPaths(routePaths, role).flatMap((route) => {
    const view = roleViews(route)?.[role];
    return [routeModuleFromTable(routeTable, route), ...(view ? [view] : [])];
  });
  const background = chunksFor(manifest, [entryKey(manifest), SIGNED_IN_APP, ...BACKGROUND_EXTRAS, ...screens]);
  const whole = firstVisitRatio([...home.files, ...css], [...precached, ...background], sizeOf);
  console.log(
    `first signed-in visit (/) with every ${role} screen kept on the device: ${formatKiB(whole.totalBytes)} ` +
      `(${whole.ratio.toFixed(2)}x the page, limit ${FIRST_VISIT_WITH_SCREENS_MAX_RATIO}x)`,
  );
  if (whole.ratio > FIRST_VISIT_WITH_SCREENS_MAX_RATIO) {
    failures.push(`first visit of a ${role} with the screens ${whole.ratio.toFixed(2)}x the page`);
  }
}

if (failures.length > 0) {
  console.error(`\n✗ ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\n✓ every route within its budget');
