import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { AuthLayout } from './AuthLayout';
import { loadDevelopmentAccess } from './development-access-loader';
import { LoginForm } from './LoginForm';

const DevelopmentAccess = loadDevelopmentAccess ? preloadableLazy(loadDevelopmentAccess) : null;

function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  return typeof notice === 'string' ? notice : null;
}

export default function LoginPage() {
  const notice = readNotice(useLocation().state);
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to your training.">
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <LoginForm />
      <p className="mt-5 text-center text-sm text-slate-600 dark:text-slate-400">
        New to Liftwise?{' '}
        <Link to="/register" className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400">
          Create an account
        </Link>
      </p>
      {DevelopmentAccess && (
        // Optional: with its code not on the device (signed out with no signal), the form is shown without it.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <DevelopmentAccess />
          </Suspense>
        </ErrorBoundary>
      )}
    </AuthLayout>
  );
}
