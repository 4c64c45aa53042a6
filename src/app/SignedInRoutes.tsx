import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { selectUserRole, useAuthStore } from '@/features/auth';
import { loadLoginPage } from '@/features/auth/routes';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { releaseQueryClient, signedInQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';
import { loadAiChat } from './layout/AiChatLoader';
import { AppShell } from './layout/AppShell';
import { ALL_APP_ROUTES } from './route-table';
import { warmScreens } from './warm-screens';

let registered = false;

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
  const role = useAuthStore(selectUserRole);
  useEffect(
    // After the first paint, in idle moments: the code of every screen this role can open, the
    // login page (signing out with no signal lands there) and the AI chat, so they open with no
    // signal later (warm-screens.ts, docs/performance.md "Every screen on the device").
    () => warmScreens(role, [loadLoginPage, loadAiChat]),
    [role],
  );
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
