import { useAuthStore } from '@/features/auth';
import { useUiStore } from '@/stores/ui-store';
import { ClientToday } from './ClientToday';
import { StaffDashboardPlaceholder } from './StaffDashboardPlaceholder';

/** `/`: the client dashboard for clients, the placeholder for staff and admins (as previewed). */
export default function DashboardPage() {
  const role = useUiStore((state) => state.userRole);
  const firstName = useAuthStore((state) => state.user?.firstName ?? '');
  return role === 'client' ? <ClientToday firstName={firstName} /> : <StaffDashboardPlaceholder />;
}
