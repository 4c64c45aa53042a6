import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { BootSplash } from '@/components/ui/BootSplash';
import { selectIsAuthenticated, useAuthLifecycle, useAuthStore, useRecoveryStore } from '@/features/auth';
import { loadJoinPage, loadLoginPage, loadRegisterPage, loadResetPasswordPage } from '@/features/auth/routes';
import { preloadModule, preloadableLazy } from '@/lib/preloadable-lazy';

const LoginPage = preloadableLazy(loadLoginPage);
const RegisterPage = preloadableLazy(loadRegisterPage);
const JoinPage = preloadableLazy(loadJoinPage);
const ResetPasswordPage = preloadableLazy(loadResetPasswordPage);

type SignedInRoutesModule = typeof import('./SignedInRoutes');
let signedInRoutes: Promise<SignedInRoutesModule> | undefined;
// The signed-in app is a chunk of its own, so the login page never downloads it. The page's code
// and its first reads start as soon as the route table is there, beside the shell rather than after it.
// Its page's code is loaded with it (a page that cannot load fails in its own error boundary).
async function downloadSignedInRoutes(): Promise<SignedInRoutesModule> {
  const pathname = window.location.pathname;
  const page = import('./route-table').then(({ prefetchRoute, prefetchRouteData, findRoute }) => {
    prefetchRoute(pathname);
    prefetchRouteData(pathname);
    return findRoute(pathname);
  });
  const module = await import('./SignedInRoutes');
  await page.then((route) => route && preloadModule(route.load)).catch(() => undefined);
  return module;
}
const loadSignedInRoutes = () => (signedInRoutes ??= downloadSignedInRoutes());
const SignedInRoutes = preloadableLazy(loadSignedInRoutes);

/**
 * The code of the page the app opens on, loaded before the first render so that render draws the
 * page rather than a fallback (no Suspense throttle; docs/performance.md). Never rejects: a chunk
 * that cannot load is reported by the page's error boundary as before.
 */
export async function preloadStartPage(): Promise<void> {
  const pathname = window.location.pathname;
  const signedIn = useAuthStore.getState().isAuthenticated && !useRecoveryStore.getState().active;
  const load = signedIn
    ? loadSignedInRoutes
    : pathname === '/register'
      ? loadRegisterPage
      : pathname.startsWith('/join/')
        ? loadJoinPage
        : pathname === '/reset-password'
          ? loadResetPasswordPage
          : loadLoginPage;
  await preloadModule(load).catch(() => undefined);
}

const noReset = () => undefined;

// A chunk that cannot download (no signal, a deploy replaced it) shows a message, never a blank page.
function SignedOutRoutes({ recovering }: { recovering: boolean }) {
  return (
    <ErrorBoundary resetKey="signed-out">
      <Suspense fallback={<BootSplash />}>
        <Routes>
          {!recovering && <Route path="/login" element={<LoginPage />} />}
          {!recovering && <Route path="/register" element={<RegisterPage />} />}
          {!recovering && <Route path="/join/:token" element={<JoinPage />} />}
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<Navigate to={recovering ? '/reset-password' : '/login'} replace />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

function SignedInApp() {
  return (
    <ErrorBoundary resetKey="signed-in">
      <Suspense fallback={<BootSplash />}>
        <SignedInRoutes />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Signed-out people get only the signed-out routes; a recovery session gets only the reset form. */
export function AppRoutes() {
  // Signing out unmounts the signed-in app and its query cache (SignedInRoutes.tsx) with it.
  useAuthLifecycle(noReset);
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const recovering = useRecoveryStore((state) => state.active);
  return isAuthenticated && !recovering ? <SignedInApp /> : <SignedOutRoutes recovering={recovering} />;
}
