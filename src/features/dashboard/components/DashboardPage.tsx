import { useState } from 'react';
import { useAuthStore, useShellIdentity } from '@/features/auth';
import { ClientDashboard } from './ClientDashboard';
import { StaffDashboardPlaceholder } from './StaffDashboardPlaceholder';

/** `/`: the client dashboard for clients, the placeholder for staff and admins (as previewed). */
export default function DashboardPage() {
  const role = useShellIdentity().userRole;
  const user = useAuthStore((state) => state.user);
  const [now] = useState(() => new Date());
  if (role !== 'client' || !user) return <StaffDashboardPlaceholder />;
  return <ClientDashboard userId={user.id} firstName={user.firstName} now={now} />;
}
