import { z } from 'zod';

/** `access_status()`'s answer for the signed-in client (docs/access.md). */
export const accessStatusSchema = z.object({
  allowed: z.boolean(),
  reason: z.string(),
  via: z.enum(['membership', 'credits', 'booking']).nullable(),
  membership: z
    .object({
      id: z.string(),
      description: z.string(),
      status: z.string(),
      current_period_end: z.string().nullable(),
      unlocks_studio_access: z.boolean(),
      unlocks_on_demand: z.boolean(),
      grants_client_type: z.string().nullable(),
    })
    .nullable(),
  credits: z.array(
    z.object({
      category_id: z.string().nullable(),
      category_name: z.string().nullable(),
      remaining: z.number(),
      next_expiry: z.string().nullable(),
    }),
  ),
  booking_today: z.object({ id: z.string(), starts_at: z.string(), service_name: z.string() }).nullable(),
  key: z.object({ member_number: z.number(), revoked_at: z.string().nullable() }).nullable(),
  last_check_in_at: z.string().nullable(),
});

export type AccessStatus = z.infer<typeof accessStatusSchema>;

/**
 * Why the desk refuses, in the client's words, with what to do. The reasons are the database's
 * `check_in_reason` values that `access_status` gives.
 */
const REFUSAL_WORDS: Record<string, string> = {
  no_access:
    'You have no membership, credits or booking today that lets you into the studio. Buy a pack or a membership below, or book a session.',
  membership_expired: 'Your membership has ended. Renew it or buy a pack below to come back in.',
  not_a_client: 'Studio check-in is for in-person and programming clients.',
  revoked: 'The studio has stopped your check-in code. Renew it below, or ask at the desk.',
  no_key: 'You have no check-in code yet. It is made the first time you open this page online.',
};

export function refusalText(reason: string): string {
  return REFUSAL_WORDS[reason] ?? 'The desk will not let you in at the moment. Ask at the desk why.';
}

/** What lets the client in today, in words ("Your membership Unlimited classes"). */
export function allowedText(status: AccessStatus, timeText: (iso: string) => string): string {
  if (status.via === 'membership' && status.membership)
    return `Your membership (${status.membership.description}) lets you in.`;
  if (status.via === 'credits') return 'Your credits let you in.';
  if (status.via === 'booking' && status.booking_today) {
    return `Your booking today lets you in: ${status.booking_today.service_name} at ${timeText(status.booking_today.starts_at)}.`;
  }
  return 'You may check in at the studio.';
}
