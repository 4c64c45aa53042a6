import { matchPath } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { appointmentsViews } from '@/features/scheduling/appointments-views';
import { preloadModule, type AnyModuleLoader } from '@/lib/preloadable-lazy';
import { signedInQueryClient } from '@/lib/query-client';
import { LOGGER_TRANSITION_MS, PAGE_FADE_MS } from '@/lib/constants';
import { navForRole, navTargets } from './nav/nav-config';
import type { ScreenRole } from './offline-screens';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

export interface AppRoute {
  path: string;
  title: string;
  load: Loader;
  /** The logger hides the header; builders and the logger use the whole phone screen. */
  hideHeader?: boolean;
  fullBleedMobile?: boolean;
  transitionMs: number;
  /**
   * For a page that loads a view of its own for each role (a chunk each): the same loaders as the
   * page's, by role, so that the role's view is downloaded with the page (in the background by
   * warm-screens.ts, on hover by `prefetchRoute`) and opens at once, with no signal too. An object
   * imported from the feature's root (scripts/size reads it there to count each role's view).
   */
  roleViews?: Readonly<Record<ScreenRole, AnyModuleLoader>>;
  /** The code of `prefetchData`, also downloaded in the background (warm-screens.ts). */
  loadPrefetch?: () => Promise<unknown>;
  /** Starts the reads the page shows first, before its code arrives (see `prefetchRouteData`). */
  prefetchData?: (queryClient: QueryClient, person: { userId: string; role: string }) => Promise<void>;
}

/**
 * Each loader is called once; the same promise serves prefetching, the background download
 * (warm-screens.ts) and rendering. A failed load (no signal) is forgotten, so the next call tries again.
 */
export function once(loader: Loader): Loader {
  let pending: Promise<PageModule> | undefined;
  return () =>
    (pending ??= loader().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const comingSoon = once(() => import('./pages/ComingSoonPage'));
const loadDashboardPrefetch = () => import('@/features/dashboard/prefetch');
const workoutBuilder = once(() => import('@/features/workout-builder/components/WorkoutBuilderPage'));
const page = (path: string, title: string, load: Loader = comingSoon, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  title,
  load,
  transitionMs: PAGE_FADE_MS,
  ...extra,
});

/** The signed-in routes of the spec. Screens that other work will build show "coming soon". */
export const APP_ROUTES: AppRoute[] = [
  page(
    '/',
    'Home',
    once(() => import('@/app/pages/DashboardPage')),
    {
      loadPrefetch: loadDashboardPrefetch,
      prefetchData: async (queryClient, person) =>
        (await loadDashboardPrefetch()).prefetchDashboard(queryClient, person),
    },
  ),
  page(
    '/clients',
    'Clients',
    once(() => import('@/features/clients/components/ClientsPage')),
  ),
  page(
    '/staff/trainers',
    'Trainers',
    once(() => import('@/features/clients/components/StaffTrainersPage')),
  ),
  page(
    '/clients/profile/:id',
    'Client profile',
    once(() => import('@/app/pages/ClientProfilePage')),
  ),
  page(
    '/clients/profile/:id/workouts',
    'Client workouts',
    once(() => import('@/features/client-profile/components/ClientWorkoutsPage')),
  ),
  page(
    '/clients/profile/:id/assessments/bodyscan',
    'Body scan',
    once(() => import('@/features/assessments/components/BodyScanPage')),
  ),
  page(
    '/clients/profile/:id/assessments/bloodtest',
    'Blood test',
    once(() => import('@/features/assessments/components/BloodTestPage')),
  ),
  page(
    '/clients/profile/:id/assessments/dutchtest',
    'Urine hormone test',
    once(() => import('@/features/assessments/components/DutchTestPage')),
  ),
  page(
    '/library/exercises',
    'Exercises',
    once(() => import('@/features/exercises/components/ExerciseLibraryPage')),
  ),
  page(
    '/library/exercises/:id',
    'Exercise',
    once(() => import('@/features/exercises/components/ExerciseDetailPage')),
  ),
  page(
    '/workouts',
    'Workouts',
    once(() => import('@/app/pages/WorkoutsRoute')),
  ),
  page(
    '/workouts/:id/details',
    'Workout details',
    once(() => import('@/app/pages/WorkoutDetailsRoute')),
  ),
  page(
    '/workouts/:id/start',
    'Workout',
    once(() => import('@/features/logger/components/LoggerPage')),
    { hideHeader: true, fullBleedMobile: true, transitionMs: LOGGER_TRANSITION_MS },
  ),
  page('/workouts/:id/edit', 'Edit workout', workoutBuilder, { fullBleedMobile: true }),
  page('/library/workouts/builder', 'Workout Builder', workoutBuilder, { fullBleedMobile: true }),
  page(
    '/inbox',
    'Messages',
    once(() => import('@/features/messaging/components/InboxPage')),
  ),
  page(
    '/settings',
    'Settings',
    once(() => import('@/app/pages/SettingsPage')),
  ),
  page(
    '/settings/membership',
    'Membership and credits',
    once(() => import('@/features/payments/components/MembershipCreditsPage')),
  ),
  page(
    '/access',
    'Unlock',
    once(() => import('@/app/pages/AccessRoute')),
  ),
  // An invitation link opened by someone signed in (signed out, the auth feature's own page opens it).
  page(
    '/join/:token',
    'Invitation',
    once(() => import('@/app/pages/JoinInvitationRoute')),
  ),
  page(
    '/appointments',
    'Appointments',
    once(() => import('@/features/scheduling/components/AppointmentsPage')),
    { roleViews: appointmentsViews },
  ),
  page(
    '/schedule',
    'Schedule',
    once(() => import('@/features/scheduling/components/StudioSchedulePage')),
  ),
  page(
    '/appointments/check-in',
    'Check-in desk',
    once(() => import('@/app/pages/CheckInDeskRoute')),
  ),
  page(
    '/appointments/book',
    'Book a session',
    once(() => import('@/app/pages/BookSessionRoute')),
  ),
  page(
    '/services/types',
    'Service types',
    once(() => import('@/features/scheduling/components/ServiceTypesPage')),
  ),
  page(
    '/services/availability',
    'Availability',
    once(() => import('@/features/scheduling/components/AvailabilityPage')),
  ),
  page(
    '/booking/rules',
    'Booking rules',
    once(() => import('@/features/scheduling/components/BookingRulesPage')),
  ),
  page(
    '/booking/restrictions',
    'Booking restrictions',
    once(() => import('@/features/scheduling/components/BookingRestrictionsPage')),
  ),
  page(
    '/booking/settings',
    'Booking settings',
    once(() => import('@/features/scheduling/components/BookingSettingsPage')),
  ),
  page(
    '/services/pricing',
    'Pricing',
    once(() => import('@/features/payments/components/ServicePricingPage')),
  ),
  page(
    '/payments/packages',
    'Packages',
    once(() => import('@/features/payments/components/PackagesPage')),
  ),
  page(
    '/payments/memberships',
    'Memberships',
    once(() => import('@/features/payments/components/MembershipPlansPage')),
  ),
  page(
    '/payments/discounts',
    'Discounts',
    once(() => import('@/features/payments/components/DiscountCodesPage')),
  ),
  page(
    '/payments/analytics',
    'Analytics',
    once(() => import('@/features/payments/components/AnalyticsPage')),
  ),
  page(
    '/on-demand/resources',
    'Resources',
    once(() => import('@/features/on-demand/components/ResourcesPage')),
  ),
  page(
    '/on-demand/resource-list',
    'Resource lists',
    once(() => import('@/features/on-demand/components/ResourceListPage')),
  ),
  page(
    '/on-demand/workouts',
    'On-demand workouts',
    once(() => import('@/features/on-demand/components/OnDemandWorkoutsPage')),
  ),
  page(
    '/on-demand/workout-list',
    'Workout lists',
    once(() => import('@/features/on-demand/components/WorkoutListPage')),
  ),
  page(
    '/on-demand',
    'On demand',
    once(() => import('@/features/on-demand/client/components/OnDemandClientPage')),
  ),
  page(
    '/on-demand/labels',
    'Labels',
    once(() => import('@/features/on-demand/components/LabelsPage')),
  ),
  page(
    '/automation/onboarding',
    'Onboarding',
    once(() => import('@/features/automation/components/OnboardingPage')),
  ),
  page(
    '/automation/autoflow',
    'Autoflow',
    once(() => import('@/features/automation/components/AutoflowPage')),
  ),
  page(
    '/programs',
    'Programs',
    once(() => import('@/features/programs/components/ProgramsPage')),
  ),
  page(
    '/programs/builder',
    'Program Builder',
    once(() => import('@/app/pages/ProgramBuilderRoute')),
  ),
  page(
    '/programs/:id',
    'Program',
    once(() => import('@/features/programs/components/ProgramDetailPage')),
  ),
  page(
    '/history',
    'History',
    once(() => import('@/app/pages/HistoryRoute')),
  ),
  page(
    '/progression',
    'Progress',
    once(() => import('@/app/pages/ProgressionRoute')),
  ),
];

function labelFor(path: string): string {
  const items = [...navForRole('admin'), ...navForRole('staff')];
  const walk = (list: typeof items, parents: string[]): string | undefined => {
    for (const item of list) {
      if (item.to === path) return [...parents, item.label].join(' · ');
      const found = walk(item.children ?? [], [...parents, item.label]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(items, []) ?? 'Coming soon';
}

/** Menu targets the spec names without a route: they open a "coming soon" page in the shell. */
export const MENU_ONLY_ROUTES: AppRoute[] = [
  ...new Set([...navTargets(navForRole('admin')), ...navTargets(navForRole('staff'))]),
]
  .filter((path) => !APP_ROUTES.some((route) => matchPath(route.path, path)))
  .map((path) => page(path, labelFor(path)));

export const ALL_APP_ROUTES = [...APP_ROUTES, ...MENU_ONLY_ROUTES];

export function findRoute(pathname: string): AppRoute | undefined {
  return ALL_APP_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/**
 * Starts downloading a page's code, and the signed-in role's view of it, before the person gets
 * there (hover, focus, touch).
 */
export function prefetchRoute(pathname: string): void {
  const route = findRoute(pathname);
  if (!route) return;
  void route.load().catch(() => undefined);
  const view = route.roleViews?.[useAuthStore.getState().userRole];
  if (view) void preloadModule(view).catch(() => undefined);
}

/**
 * When the signed-in app starts on a page, its first reads start at once, beside the download of
 * the shell and the page, instead of after both have rendered (docs/performance.md).
 */
export function prefetchRouteData(pathname: string): void {
  const { user, userRole } = useAuthStore.getState();
  const prefetch = findRoute(pathname)?.prefetchData;
  if (!user || !prefetch) return;
  void prefetch(signedInQueryClient(), { userId: user.id, role: userRole }).catch(() => undefined);
}
