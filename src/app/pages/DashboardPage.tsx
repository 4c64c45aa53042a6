import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore, useShellIdentity } from '@/features/auth';
import { ClientDashboard } from './dashboard/ClientDashboard';

// Staff and admins get the coach's home. Imported on demand, so its code (the roster and its checks)
// is a chunk of its own that a client's Today never downloads.
const CoachDashboard = lazy(() => import('./dashboard/CoachDashboard'));

/**
 * `/`: Today for clients (the dashboard feature's cards, composed here), the coach's home (the
 * clients feature's) for staff and admins.
 */
export default function DashboardPage() {
  const role = useShellIdentity().userRole;
  const user = useAuthStore((state) => state.user);
  const [now] = useState(() => new Date());
  if (!user) return <PageLoader />;
  if (role !== 'client') {
    return (
      <Suspense fallback={<PageLoader label="Loading your clients" />}>
        <CoachDashboard firstName={user.firstName} />
      </Suspense>
    );
  }
  return <ClientDashboard userId={user.id} firstName={user.firstName} now={now} />;
}
