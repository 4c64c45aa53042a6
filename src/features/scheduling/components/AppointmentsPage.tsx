import { Suspense, type ComponentType } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { PageLoader } from '@/components/ui/PageLoader';
import { selectUserRole, useAuthStore } from '@/features/auth';
import type { Role } from '@/lib/account-enums';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useSchedulingRealtime } from '../api/scheduling-realtime';
import { useStudioClock } from '../api/studio-settings';
import { appointmentsViews, type AppointmentsViewProps } from '../appointments-views';

/** Each role's view, lazily loaded: one component per distinct view (staff and admins share theirs). */
const VIEWS = ((): Record<Role, ComponentType<AppointmentsViewProps>> => {
  const byLoader = new Map([...new Set(Object.values(appointmentsViews))].map((load) => [load, preloadableLazy(load)]));
  const view = (role: Role) => byLoader.get(appointmentsViews[role])!;
  return { client: view('client'), staff: view('staff'), admin: view('admin') };
})();

/**
 * `/appointments`: a trainer's calendar (staff and admins); a client's own sessions. Each view is a
 * chunk of its own, loaded by role (appointments-views.ts); this page is only what both share: the
 * live updates and the studio's clock.
 */
export default function AppointmentsPage() {
  useSchedulingRealtime();
  const role = useAuthStore(selectUserRole);
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const clock = useStudioClock();
  if (clock.isPending) return <PageLoader label="Loading appointments" />;
  if (clock.error) return <LoadError error={clock.error} what="appointments" onRetry={() => void clock.refetch()} />;
  const View = VIEWS[role];
  return (
    <Suspense fallback={<PageLoader label="Loading appointments" />}>
      <View userId={userId} clock={clock.data} />
    </Suspense>
  );
}
