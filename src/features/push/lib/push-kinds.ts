import type { Role } from '@/lib/account-enums';

/**
 * The notification kinds a device can opt into (public.notifications.kind; the same list is the
 * check on push_subscriptions.kinds), with the words Settings shows, and which ones each role gets.
 */
export const PUSH_KINDS = [
  'message',
  'booking_made',
  'booking_moved',
  'booking_cancelled',
  'booking_reminder',
  'waitlist_promoted',
  'program_assigned',
  'automation',
  'task',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  message: 'New messages',
  booking_made: 'Sessions booked',
  booking_moved: 'Sessions moved',
  booking_cancelled: 'Sessions cancelled',
  booking_reminder: 'Session reminders',
  waitlist_promoted: 'A place from the waitlist',
  program_assigned: 'New programs',
  automation: 'Messages from your coach’s check-ins',
  task: 'Tasks for you',
};

const CLIENT_KINDS: readonly PushKind[] = PUSH_KINDS.filter((kind) => kind !== 'task');
const STAFF_KINDS: readonly PushKind[] = ['message', 'booking_made', 'booking_moved', 'booking_cancelled', 'task'];

/** The kinds a person of this role can receive at all (the others are never sent to them). */
export function pushKindsFor(role: Role | null): readonly PushKind[] {
  return role === 'client' ? CLIENT_KINDS : STAFF_KINDS;
}
