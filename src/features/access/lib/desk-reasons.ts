import { CHECK_IN_REASONS, type CheckInReason, type CheckInVia } from './desk-answer';

/** Each reason the server gives, in the words the desk shows (large, to the person at the door). */
export const REASON_TEXT: Record<CheckInReason, string> = {
  ok: 'Welcome in',
  override: 'Checked in by staff (override)',
  invalid_format: 'That is not a Liftwise check-in code',
  unknown_member: 'No member has that number',
  invalid_code: 'Invalid code: ask them to show the code on their screen now',
  replayed: 'This code was already used: wait for the next code (every 30 seconds)',
  revoked: 'Their check-in code was revoked: they can renew it on their Unlock page',
  no_key: 'They have no check-in code yet: they open Unlock in the app once, online',
  not_a_client: 'This account is not a client',
  no_access: 'No active plan: no membership, credits or booking today',
  membership_expired: 'Their membership has expired',
  already_checked_in: 'Already checked in',
  wrong_studio: 'This code is for another studio',
  rate_limited: 'Too many attempts: wait a few minutes before trying again',
};

/** What let an allowed client in. */
export const VIA_TEXT: Record<CheckInVia, string> = {
  membership: 'Membership holder',
  credits: 'Using their credits',
  booking: 'Booked in today',
};

/** Refusals staff may overrule with "Check in anyway": the person is known and is a client. */
export function canOverride(reason: CheckInReason): boolean {
  return !['invalid_format', 'unknown_member', 'not_a_client', 'ok', 'override'].includes(reason);
}

export function isCheckInReason(value: string): value is CheckInReason {
  return (CHECK_IN_REASONS as readonly string[]).includes(value);
}
