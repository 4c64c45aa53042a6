import { z } from 'zod';
import { Constants, type Enums } from '@/lib/database.types';

/** The server's reasons, from the database's enum (a reason added there needs its words in desk-reasons.ts). */
export const CHECK_IN_REASONS = Constants.public.Enums.check_in_reason;
export const CHECK_IN_RESULTS = Constants.public.Enums.check_in_result;
export type CheckInReason = Enums<'check_in_reason'>;
export type CheckInVia = 'membership' | 'credits' | 'booking';

/** The `access-check-in` function's answer: the check_in RPC's JSON plus what the door did. */
export const checkInAnswerSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
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
  // What the door did; null when nothing was let in.
  door: z.enum(['opened', 'not_configured', 'failed']).nullable().optional(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;
