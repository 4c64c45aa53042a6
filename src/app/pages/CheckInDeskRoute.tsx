import { CheckInDeskPage } from '@/features/access/desk-page';

/**
 * `/appointments/check-in`: the check-in desk (access). It reads the desk user's clients for "check
 * in by name" through the shared training domain, so nothing else is composed here yet.
 */
export default function CheckInDeskRoute() {
  return <CheckInDeskPage />;
}
