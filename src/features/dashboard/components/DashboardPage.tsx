import { useState } from 'react';
import { useAuthStore } from '@/features/auth';
import { useUiStore } from '@/stores/ui-store';
import { ClientDashboard } from './ClientDashboard';
import { StaffDashboardPlaceholder } from './StaffDashboardPlaceholder';

/** `/`: the client dashboard for clients, the placeholder for staff and admins (as previewed). */
export default function DashboardPage() {
  const role = useUiStore((state) => state.userRole);
  const user = useAuthStore((state) => state.user);
  const [now] = useState(() => new Date());
  if (role !== 'client' || !user) return <StaffDashboardPlaceholder />;
  return <ClientDashboard userId={user.id} firstName={user.firstName} now={now} />;
}
