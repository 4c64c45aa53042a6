import { z } from 'zod';

export const CHECK_IN_REASONS = [
  'ok',
  'override',
  'invalid_format',
  'unknown_member',
  'invalid_code',
  'replayed',
  'revoked',
  'no_key',
  'not_a_client',
  'no_access',
  'membership_expired',
  'already_checked_in',
  'wrong_studio',
  'rate_limited',
] as const;
export type CheckInReason = (typeof CHECK_IN_REASONS)[number];
export type CheckInVia = 'membership' | 'credits' | 'booking';

/** The `access-check-in` function's answer: the check_in RPC's JSON plus what the door did. */
export const checkInAnswerSchema = z.object({
  result: z.enum(['allowed', 'refused']),
  reason: z.enum(CHECK_IN_REASONS),
  attempt_id: z.string().nullable().optional(),
  check_in_id: z.string().nullable(),
  booking_id: z.string().nullable(),
  via: z.enum(['membership', 'credits', 'booking']).nullable(),
  client: z
    .object({
      id: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      avatar_url: z.string().nullable(),
      member_number: z.number().nullable(),
      client_type: z.string().nullable(),
    })
    .nullable(),
  door: z.enum(['opened', 'not_configured', 'failed']).optional(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;
