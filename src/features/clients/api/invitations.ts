import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import type { ClientType } from '@/lib/account-enums';

/** The columns of an invitation the Data API serves (never its token or code hash). */
const INVITATION_COLUMNS =
  'id, trainer_id, client_type, email, phone, status, expires_at, sent_at, accepted_at, created_at';

/** The coach's invitations (an admin's: everyone's), newest first. Staff see only their own (RLS). */
export async function listInvitations() {
  const { data, error } = await supabase
    .from('client_invitations')
    .select(INVITATION_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw error;
  return data;
}
export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>[number];

export interface NewInvitation {
  email?: string;
  phone?: string;
  clientType: ClientType;
  /** Admins choose the trainer; staff always invite for themselves. */
  trainerId?: string;
}

/** What the coach gets back: the link (and a phone invitation's code), shown once to copy. */
export interface SentInvitation {
  id: string;
  link: string;
  code: string | null;
  expiresAt: string;
  /** False where no email/SMS delivery is configured: the coach sends the link themselves. */
  delivered: boolean;
}

async function invoke(body: Record<string, unknown>): Promise<SentInvitation> {
  const { data, error } = await supabase.functions.invoke<SentInvitation>('client-invitations', { body });
  if (error) throw new Error((await functionErrorMessage(error)) ?? 'Could not send the invitation. Please try again.');
  if (!data) throw new Error('Could not send the invitation. Please try again.');
  return data;
}

export const sendInvitation = (invitation: NewInvitation) => invoke({ action: 'send', ...invitation });
export const resendInvitation = (invitationId: string) => invoke({ action: 'resend', invitationId });

export async function revokeInvitation(invitationId: string): Promise<void> {
  const { error } = await supabase.rpc('revoke_client_invitation', { p_invitation_id: invitationId });
  if (error) throw error;
}

/** The coach's personal join code (made on first ask); `regenerate` replaces it, the old one stops. */
export async function getJoinCode(regenerate = false): Promise<string> {
  const { data, error } = await supabase.rpc('my_join_code', { p_regenerate: regenerate });
  if (error) throw error;
  return data;
}

export async function listJoinRequests() {
  const { data, error } = await supabase.rpc('pending_join_requests');
  if (error) throw error;
  return data;
}
export type JoinRequestRow = Awaited<ReturnType<typeof listJoinRequests>>[number];

export async function answerJoinRequest(requestId: string, accept: boolean, clientType: ClientType): Promise<void> {
  const { error } = await supabase.rpc('answer_join_request', {
    p_request_id: requestId,
    p_accept: accept,
    p_client_type: clientType,
  });
  if (error) throw error;
}
