import { matchPath } from 'react-router-dom';
import { preloadModule, type AnyModuleLoader } from '@/lib/preloadable-lazy';
import { whenControlled } from '@/lib/service-worker';
import { offlineScreenPaths, type ScreenRole } from './offline-screens';
import { ALL_APP_ROUTES, type AppRoute } from './route-table';

/** How long to wait for the service worker to control the page before downloading anyway. */
const CONTROL_WAIT_MS = 15_000;
/** How long after that the files this page loaded are still handed to the worker when it takes over. */
const KEEP_WAIT_MS = 120_000;
/** While the logger is open, look again this often (its keystrokes come first). */
const LOGGER_RECHECK_MS = 2_000;
const LOGGER_PATH = '/workouts/:id/start';
/** Marks the end of the download on `<html>` (read by e2e tests and probes). */
export const SCREENS_ON_DEVICE_ATTRIBUTE = 'screensOnDevice';

type Task = () => Promise<unknown>;

/**
 * The routes whose code `role` keeps on the device (offline-screens.ts), in route-table order; the
 * menu targets without a page yet count too (their "coming soon" page), so every menu item opens offline.
 */
export function routesFor(role: ScreenRole): AppRoute[] {
  const paths = new Set(
    offlineScreenPaths(
      ALL_APP_ROUTES.map((route) => route.path),
      role,
    ),
  );
  return ALL_APP_ROUTES.filter((route) => paths.has(route.path));
}

/** The code `role` keeps on the device: each distinct page of its routes, each with the role's view of it. */
export function screenLoadersFor(role: ScreenRole): AnyModuleLoader[] {
  return [
    ...new Set(
      routesFor(role).flatMap((route): AnyModuleLoader[] => {
        const view = route.roleViews?.[role];
        return view ? [route.load, view] : [route.load];
      }),
    ),
  ];
}

/** What `role` downloads: its screens' code (`screenLoadersFor`), and their data prefetch code. */
function downloadsFor(role: ScreenRole): Task[] {
  const routes = routesFor(role);
  const pages = screenLoadersFor(role).map(
    (load): Task =>
      () =>
        preloadModule(load),
  );
  const prefetches = routes.flatMap((route) => (route.loadPrefetch ? [route.loadPrefetch] : []));
  return [...prefetches, ...pages];
}

const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => window.setTimeout(resolve, 0));
    window.setTimeout(resolve, 1_000);
  });

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 50);
  });

const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Puts the code of every screen a role can open on the device, so a screen never opened before
 * still opens with no signal (issue 23). After the first paint, in idle moments, one screen at a
 * time, paused while the logger is open. Each page's own loader is used (route-table.ts), so
 * opening the page later renders it at once, and, once the service worker controls the page (it is
 * waited for), every file goes through it and is kept in its cache for a reload with no signal.
 * Files this page loaded before the worker took over are then put there as well. Returns a stop
 * function (sign-out); a download cut short by a lost signal starts again when it comes back.
 */
export function warmScreens(role: ScreenRole, extra: AnyModuleLoader[] = []): () => void {
  let stopped = false;
  const run = async () => {
    await afterFirstPaint();
    let failed = false;
    const runAll = async (tasks: Task[]) => {
      for (const task of tasks) {
        while (!stopped && matchPath(LOGGER_PATH, window.location.pathname)) await delay(LOGGER_RECHECK_MS);
        if (stopped) return;
        await idle();
        await task().catch(() => {
          failed = true;
        });
      }
    };
    // The extras (the login page first: signing out with no signal lands there) do not wait for
    // the worker: in memory they serve this visit, and their files are handed to it below.
    await runAll(
      extra.map(
        (load): Task =>
          () =>
            preloadModule(load),
      ),
    );
    const controlled = !stopped && (await whenControlled(CONTROL_WAIT_MS));
    await runAll(downloadsFor(role));
    if (stopped) return;
    // Once the worker controls the page (it may take longer than the wait above on a slow start).
    if (controlled || (await whenControlled(KEEP_WAIT_MS))) await keepLoadedFiles();
    if (failed) window.addEventListener('online', () => !stopped && void run(), { once: true });
    else document.documentElement.dataset[SCREENS_ON_DEVICE_ATTRIBUTE] = 'true';
  };
  void run();
  return () => {
    stopped = true;
  };
}

/**
 * Asks the service worker for every script and stylesheet this page has loaded that its caches do
 * not hold yet (what arrived before it took control): it answers from the network and keeps them.
 */
async function keepLoadedFiles(): Promise<void> {
  if (!('caches' in window)) return;
  const files = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && /\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname))
      .map((url) => url.href),
  );
  for (const file of files) {
    if (await caches.match(file, { ignoreVary: true }).catch(() => undefined)) continue;
    await fetch(file).catch(() => undefined);
  }
}
