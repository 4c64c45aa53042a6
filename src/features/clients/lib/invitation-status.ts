import type { Enums } from '@/lib/database.types';

export type InvitationStatus = Enums<'invitation_status'>;

/** What the roster shows: an invitation past its date is expired even while its row says invited. */
export function invitationStatus(row: { status: InvitationStatus; expires_at: string }, now: Date): InvitationStatus {
  return row.status === 'invited' && Date.parse(row.expires_at) <= now.getTime() ? 'expired' : row.status;
}

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  invited: 'Invited',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Withdrawn',
};

/** Whether the coach can still send it again or withdraw it. */
export function canResend(status: InvitationStatus): boolean {
  return status === 'invited' || status === 'expired';
}

/** The link a coach shares for their join code (registration opens with the code filled in). */
export function joinCodeLink(origin: string, code: string): string {
  return `${origin}/register?code=${encodeURIComponent(code)}`;
}
