import { AcceptInvitationPage } from '@/features/auth/join-page';
import { SignOutButton } from '../layout/SignOutButton';

/** `/join/<token>` when signed in: the auth feature's page, with the shell's sign-out button. */
export default function JoinInvitationRoute() {
  return <AcceptInvitationPage signOut={<SignOutButton showLabel />} />;
}
