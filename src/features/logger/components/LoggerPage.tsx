import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore } from '@/features/auth';
import { useRefreshTraining } from '@/features/training';
import { object, parseOrNull, string } from '@/lib/guard';
import { useOpenSession } from '../hooks/use-open-session';
import { flushOutbox } from '../sync/outbox-runner';
import { LoggerView } from './LoggerView';
import { StaffPreview } from './StaffPreview';
import { SummaryView } from './SummaryView';

/** What the dashboard's Continue hands over: the session to resume. */
const routeStateSchema = object({ sessionId: string });

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
      <Link to="/" className="inline-block font-semibold text-emerald-700 underline dark:text-emerald-300">
        Back to home
      </Link>
    </div>
  );
}

/** /workouts/:id/start — the workout logger. */
export default function LoggerPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  // A planned workout's Continue hands the session over in the route state; an empty workout
  // carries it in the address (?session=), so a reload opens the same one.
  const requested = parseOrNull(routeStateSchema, location.state)?.sessionId ?? search.get('session');
  const signedInId = useAuthStore((state) => state.user?.id);
  const isClient = useAuthStore((state) => state.userRole === 'client');
  // Staff never open a session: they get a labelled preview (nothing saved).
  const userId = isClient ? signedInId : undefined;
  const refreshTraining = useRefreshTraining();
  const { page, retry, showSummary } = useOpenSession(userId, id, requested);

  if (signedInId && !isClient) return <StaffPreview workoutId={id} />;

  if (!userId || page.status === 'loading') return <PageLoader label="Loading workout…" />;
  if (page.status === 'not-found') {
    return (
      <Message title="Workout not found">
        <p className="text-slate-600 dark:text-slate-300">This workout does not exist or is not shared with you.</p>
      </Message>
    );
  }
  if (page.status === 'error') {
    return (
      <Message title="Could not open the workout">
        <Alert>{page.message}</Alert>
        <Button onClick={retry}>Try again</Button>
      </Message>
    );
  }
  if (page.status === 'finished') {
    const retryNow = () =>
      void flushOutbox(userId, {
        force: true,
        onSaved: () => void refreshTraining(),
      });
    return <SummaryView entry={page.entry} onRetry={retryNow} />;
  }
  return <LoggerView userId={userId} sessionId={page.sessionId} onFinished={showSummary} />;
}
