import type { AccessStatus } from './access-status';

export interface UnlockLine {
  id: 'studio' | 'booking' | 'on_demand' | 'coaching';
  label: string;
  unlocked: boolean;
  /** Why, or what is missing. */
  detail: string;
}

const EXPIRY_WARNING_DAYS = 14;

/**
 * What the client's plan and packs unlock (studio access, booking, on-demand content, and the
 * progress tracking and coaching virtual clients get), each with why it is or is not there.
 */
export function unlockLines(status: AccessStatus, clientType: string | null): UnlockLine[] {
  // access_status shows the latest membership even when it has ended (to say so); it unlocks nothing then.
  const membership = status.membership?.status === 'ended' ? null : status.membership;
  const credits = status.credits.filter((lot) => lot.remaining > 0);
  const canBook = Boolean(membership) || credits.length > 0;
  const coaching = clientType === 'virtual' || membership?.grants_client_type === 'virtual';
  return [
    {
      id: 'studio',
      label: 'Studio access',
      unlocked: status.allowed,
      detail: status.allowed ? 'Check in at the desk with your code above.' : 'Not included at the moment.',
    },
    {
      id: 'booking',
      label: 'Booking sessions and classes',
      unlocked: canBook,
      detail: canBook ? 'Book from Appointments.' : 'Needs credits or a membership.',
    },
    {
      id: 'on_demand',
      label: 'On-demand content',
      unlocked: Boolean(membership?.unlocks_on_demand),
      detail: membership?.unlocks_on_demand ? 'Included in your membership.' : 'Comes with a plan that unlocks it.',
    },
    {
      id: 'coaching',
      label: 'Progress tracking and remote coaching',
      unlocked: coaching,
      detail: coaching ? 'Included in your plan.' : 'Move up to a plan with virtual coaching.',
    },
  ];
}

/** Lines about what ends soon: a membership past due, credits expiring within 14 days of `nowMs`. */
export function expiringLines(status: AccessStatus, nowMs: number, dateText: (iso: string) => string): string[] {
  const lines: string[] = [];
  if (status.membership?.status === 'past_due') {
    lines.push(
      `The last payment for ${status.membership.description} did not go through: update your card to keep it.`,
    );
  }
  const limit = nowMs + EXPIRY_WARNING_DAYS * 86_400_000;
  for (const lot of status.credits) {
    if (lot.remaining > 0 && lot.next_expiry && Date.parse(lot.next_expiry) <= limit) {
      lines.push(`Credits of ${lot.category_name ?? 'sessions'} expire on ${dateText(lot.next_expiry)}.`);
    }
  }
  return lines;
}
