import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoader } from '@/components/ui/PageLoader';
import { selectIsAuthenticated, useAuthLifecycle, useAuthStore, useRecoveryStore } from '@/features/auth';
import { loadLoginPage, loadRegisterPage, loadResetPasswordPage } from '@/features/auth/routes';
import { AppShell } from './layout/AppShell';
import { ALL_APP_ROUTES } from './route-table';

const LoginPage = lazy(loadLoginPage);
const RegisterPage = lazy(loadRegisterPage);
const ResetPasswordPage = lazy(loadResetPasswordPage);
const pages = ALL_APP_ROUTES.map((route) => ({ path: route.path, Page: lazy(route.load) }));

function SignedOutRoutes({ recovering }: { recovering: boolean }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        {!recovering && <Route path="/login" element={<LoginPage />} />}
        {!recovering && <Route path="/register" element={<RegisterPage />} />}
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<Navigate to={recovering ? '/reset-password' : '/login'} replace />} />
      </Routes>
    </Suspense>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/** Signed-out people get only the signed-out routes; a recovery session gets only the reset form. */
export function AppRoutes() {
  const queryClient = useQueryClient();
  const onReset = useCallback(() => queryClient.clear(), [queryClient]);
  useAuthLifecycle(onReset);
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  const recovering = useRecoveryStore((state) => state.active);
  return isAuthenticated && !recovering ? <SignedInRoutes /> : <SignedOutRoutes recovering={recovering} />;
}
