import { describe, expect, it } from 'vitest';
import {
  chunksFor,
  firstVisitRatio,
  formatReport,
  KIB,
  measureRoutes,
  precacheUrls,
  roleViewsFromTable,
  routeModuleFromTable,
  routePathsFromTable,
  toSourcePath,
  type Manifest,
} from '../../scripts/size/budget';

// A build shaped like Vite's: an HTML entry, a shared vendor chunk, two lazily loaded pages, a chunk
// only one page imports, and a dynamic import that must not count until it is used.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/login.tsx', 'src/home.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_charts.js': { file: 'assets/charts.js', imports: ['_vendor.js'] },
  'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_vendor.js'] },
  'src/home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_charts.js', '_vendor.js'],
    dynamicImports: ['src/later.tsx'],
  },
  'src/later.tsx': { file: 'assets/later.js', isDynamicEntry: true },
};

const sizes: Record<string, number> = {
  'assets/index.js': 50 * KIB,
  'assets/vendor.js': 40 * KIB,
  'assets/charts.js': 30 * KIB,
  'assets/login.js': 5 * KIB,
  'assets/home.js': 10 * KIB,
  'assets/later.js': 99 * KIB,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('which chunks a route loads', () => {
  it('follows static imports from the entry and the page, each chunk once, not dynamic imports', () => {
    expect(chunksFor(manifest, ['index.html', 'src/home.tsx'])).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/home.js',
      'assets/charts.js',
    ]);
  });

  it('fails loudly on a module the build does not have (a renamed page must not pass as 0 bytes)', () => {
    expect(() => chunksFor(manifest, ['src/gone.tsx'])).toThrow(/src\/gone\.tsx is not in the build manifest/);
  });
});

describe('route budgets', () => {
  it('sums the gzip size of every chunk and reports how far a route is over', () => {
    const [login, home] = measureRoutes(
      manifest,
      [
        { route: '/login', modules: ['src/login.tsx'], budgetBytes: 100 * KIB },
        { route: '/', modules: ['src/home.tsx'], budgetBytes: 120 * KIB },
      ],
      sizeOf,
    );
    expect(login).toMatchObject({ gzipBytes: 95 * KIB, overBy: 0 });
    expect(home).toMatchObject({ gzipBytes: 130 * KIB, overBy: 10 * KIB });
  });

  it('passes a route exactly at its budget and fails it one byte over', () => {
    const at = measureRoutes(
      manifest,
      [{ route: '/login', modules: ['src/login.tsx'], budgetBytes: 95 * KIB }],
      sizeOf,
    );
    const over = measureRoutes(
      manifest,
      [{ route: '/login', modules: ['src/login.tsx'], budgetBytes: 95 * KIB - 1 }],
      sizeOf,
    );
    expect(at[0]!.overBy).toBe(0);
    expect(over[0]!.overBy).toBe(1);
  });

  it('marks only the routes over budget in the report', () => {
    const report = formatReport(
      measureRoutes(
        manifest,
        [
          { route: '/login', modules: ['src/login.tsx'], budgetBytes: 100 * KIB },
          { route: '/', modules: ['src/home.tsx'], budgetBytes: 120 * KIB },
        ],
        sizeOf,
      ),
    );
    const [, loginLine, homeLine] = report.split('\n');
    expect(loginLine).toMatch(/^\/login\s+95\.0 KiB\s+100\.0 KiB\s+3$/);
    expect(homeLine).toMatch(/130\.0 KiB\s+120\.0 KiB\s+4\s+✗ over by 10\.0 KiB$/);
  });
});

describe('reading the route table', () => {
  const table = `
const comingSoon = once(() => import('./pages/ComingSoonPage'));
const workoutBuilder = once(() => import('@/features/workout-builder/components/WorkoutBuilderPage'));
export const APP_ROUTES: AppRoute[] = [
  page(
    '/',
    'Home',
    once(() => import('@/features/dashboard/components/DashboardPage')),
  ),
  page('/clients', 'Clients'),
  page('/clients/profile/:id', 'Client profile', once(() => import('@/features/clients/components/ProfilePage'))),
  page('/workouts/:id/edit', 'Edit workout', workoutBuilder, { fullBleedMobile: true }),
];`;

  it('finds an inline loader, a named loader and the coming-soon default', () => {
    expect(routeModuleFromTable(table, '/')).toBe('src/features/dashboard/components/DashboardPage.tsx');
    expect(routeModuleFromTable(table, '/clients')).toBe('src/app/pages/ComingSoonPage.tsx');
    expect(routeModuleFromTable(table, '/clients/profile/:id')).toBe('src/features/clients/components/ProfilePage.tsx');
    expect(routeModuleFromTable(table, '/workouts/:id/edit')).toBe(
      'src/features/workout-builder/components/WorkoutBuilderPage.tsx',
    );
  });

  it('fails on a route the table does not have', () => {
    expect(() => routeModuleFromTable(table, '/nowhere')).toThrow(/not in the route table/);
  });

  it("reads the view each role loads from the feature file the table imports the route's roleViews from", () => {
    const withViews = `import { appointmentsViews } from '@/features/scheduling/appointments-views';
${table}
  page(
    '/appointments',
    'Appointments',
    once(() => import('@/features/scheduling/components/AppointmentsPage')),
    { roleViews: appointmentsViews },
  ),`;
    const views = `import type { Role } from '@/lib/account-enums';
const loadClient = () => import('./components/ClientAppointments');
const loadTrainer = () => import('./components/TrainerAppointments');
export const appointmentsViews: Record<Role, ModuleLoader<Props>> = {
  client: loadClient,
  staff: loadTrainer,
  admin: loadTrainer,
};`;
    const files: Record<string, string> = { 'src/features/scheduling/appointments-views.ts': views };
    const read = (file: string) => files[file];
    expect(routeModuleFromTable(withViews, '/appointments')).toBe(
      'src/features/scheduling/components/AppointmentsPage.tsx',
    );
    expect(roleViewsFromTable(withViews, '/appointments', read)).toEqual({
      client: 'src/features/scheduling/components/ClientAppointments.tsx',
      staff: 'src/features/scheduling/components/TrainerAppointments.tsx',
      admin: 'src/features/scheduling/components/TrainerAppointments.tsx',
    });
    expect(roleViewsFromTable(withViews, '/clients', read)).toBeUndefined();
    // A view it cannot resolve fails loudly rather than counting nothing.
    files['src/features/scheduling/appointments-views.ts'] = views.replace('client: loadClient', 'client: loadNobody');
    expect(() => roleViewsFromTable(withViews, '/appointments', read)).toThrow(/loadNobody/);
    expect(() => roleViewsFromTable(withViews, '/appointments', () => undefined)).toThrow(/not found/);
  });

  it('maps import specifiers to manifest keys', () => {
    expect(toSourcePath('@/features/x/Page')).toBe('src/features/x/Page.tsx');
    expect(toSourcePath('./pages/ComingSoonPage')).toBe('src/app/pages/ComingSoonPage.tsx');
    expect(toSourcePath('@/lib/thing.ts')).toBe('src/lib/thing.ts');
  });
});

describe('first visit with the service worker', () => {
  const sw =
    'e([{url:"index.html",revision:"a"},{url:"assets/index.js",revision:null},{url: "assets/logger.js",revision:null},{url:"assets/index.js",revision:null},{url:"favicon.svg",revision:"b"}])';

  it('reads each precached file once from sw.js', () => {
    expect(precacheUrls(sw)).toEqual(['index.html', 'assets/index.js', 'assets/logger.js', 'favicon.svg']);
  });

  it('counts the page and the precache, each JS or CSS file once, as a multiple of the page', () => {
    const bytes: Record<string, number> = { 'assets/index.js': 100, 'assets/page.css': 20, 'assets/logger.js': 30 };
    const result = firstVisitRatio(['assets/index.js', 'assets/page.css'], precacheUrls(sw), (file) => bytes[file]!);
    expect(result).toEqual({ pageBytes: 120, totalBytes: 150, ratio: 1.25 });
  });
});

describe('routePathsFromTable', () => {
  it('lists every route pattern of the table, in order, with or without a loader', () => {
    const source = `
      page(
        '/',
        'Home',
        once(() => import('@/features/dashboard/components/DashboardPage')),
      ),
      page('/workouts/:id/edit', 'Edit workout', workoutBuilder, { fullBleedMobile: true }),
      page('/access', 'Unlock'),`;
    expect(routePathsFromTable(source)).toEqual(['/', '/workouts/:id/edit', '/access']);
  });
});
