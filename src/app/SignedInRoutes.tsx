import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { loadLoginPage } from '@/features/auth/routes';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { releaseQueryClient, signedInQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';
import { AppShell } from './layout/AppShell';
import { ALL_APP_ROUTES } from './route-table';

let registered = false;
/** How long after the start the login page's code is loaded (in the next idle moment after it). */
const LOGIN_PAGE_PRELOAD_DELAY_MS = 3_000;

const pages = ALL_APP_ROUTES.map((route) => ({ path: route.path, Page: preloadableLazy(route.load) }));

/**
 * The signed-in app: the query cache, the shell (header, navigation, background sync) and its
 * pages. A chunk of its own, so the login page never downloads it (docs/performance.md, route
 * budgets). Each sign-in gets a fresh query cache; signing out unmounts this tree and drops it, so
 * nothing one person loaded is ever shown to the next.
 */
export default function SignedInRoutes() {
  // The cache reads may already have started into (route-table `prefetchData`); forgotten on sign-out.
  const [queryClient] = useState(signedInQueryClient);
  useEffect(() => () => releaseQueryClient(queryClient), [queryClient]);
  useEffect(() => {
    // At once, not after the start-up: a client who opens the app and loses the signal a moment
    // later must still be able to reload it and sign out (waiting 2 s measured no faster start).
    if (registered) return;
    registered = true;
    registerServiceWorker();
  }, []);
  useEffect(() => {
    // Signing out lands on the login page, possibly with no signal (a gym): load its code while
    // there is a connection, so it is in memory then (the service worker's precache has it for
    // later). In an idle moment after the start-up, so it never lands on a keystroke's frame.
    const load = () => void loadLoginPage().catch(() => undefined);
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(load, { timeout: 10_000 });
      else load();
    }, LOGIN_PAGE_PRELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AppShell />}>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
