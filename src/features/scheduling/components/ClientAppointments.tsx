import type { AppointmentsViewProps } from '../appointments-views';
import { MyBookings } from './MyBookings';

/** `/appointments` for a client: their own sessions (a chunk of its own: appointments-views.ts). */
export default function ClientAppointments({ userId, clock }: AppointmentsViewProps) {
  return <MyBookings clientId={userId} clock={clock} />;
}
