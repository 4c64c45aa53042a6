// The two views of `/appointments`, a chunk each: a client's own sessions and a trainer's calendar.
// The page (components/AppointmentsPage) shows the one of the person's role, so a client never
// downloads the calendar and its drag code, nor a trainer the client's list. The route table
// declares them too (`roleViews`), so the app downloads the role's view with the page for use with
// no signal (app/warm-screens.ts), and scripts/size counts it. Nothing else here: the app imports
// this file, and whatever it holds is in every signed-in page.
import type { Role } from '@/lib/account-enums';
import type { ModuleLoader } from '@/lib/preloadable-lazy';
import type { StudioClock } from './api/studio-settings';

export interface AppointmentsViewProps {
  /** The signed-in person (the client, or the trainer whose calendar it is). */
  userId: string | null;
  clock: StudioClock;
}

const loadClientAppointments = () => import('./components/ClientAppointments');
const loadTrainerAppointments = () => import('./components/TrainerAppointments');

/** Which view of `/appointments` each role sees. */
export const appointmentsViews: Record<Role, ModuleLoader<AppointmentsViewProps>> = {
  client: loadClientAppointments,
  staff: loadTrainerAppointments,
  admin: loadTrainerAppointments,
};
