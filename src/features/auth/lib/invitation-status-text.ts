import type { InvitationPreview } from '../api/invitation-preview';

/** Why an invitation cannot be used, in words (the function answered; nothing failed). */
export const UNUSABLE_INVITATION: Record<
  Exclude<InvitationPreview['status'], 'invited'>,
  { title: string; text: string }
> = {
  accepted: {
    title: 'Invitation already used',
    text: 'Someone already created an account with this invitation. If it was you, sign in. Otherwise ask your coach for a new one.',
  },
  expired: {
    title: 'Invitation expired',
    text: 'Invitations work for 7 days. Ask your coach to send it again: the new link works straight away.',
  },
  revoked: {
    title: 'Invitation withdrawn',
    text: 'Your coach withdrew this invitation. Ask them for a new one if you still want to join.',
  },
};

export const INVITATION_NOT_FOUND = {
  title: 'Invitation not found',
  text: 'This invitation link is not valid. Check that you copied all of it, or ask your coach to send it again.',
};
