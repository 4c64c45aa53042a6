import { CoachHome } from '@/features/clients';
import { useUnreadTotal } from '@/features/messaging';

/** `/` for staff and admins: the clients feature's coach home, with messaging's unread count. */
export default function CoachDashboard({ firstName }: { firstName: string }) {
  return <CoachHome firstName={firstName} unread={useUnreadTotal()} />;
}
