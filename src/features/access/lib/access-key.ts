import { z } from 'zod';

/** `my_access_key()` / `renew_access_key()`'s answer (docs/access.md); the secret is null when revoked. */
export const accessKeySchema = z.object({
  member_number: z.number().int(),
  secret: z.string().nullable(),
  studio_code: z.string(),
  period: z.number().int().positive().default(30),
  digits: z.number().int().min(6).max(8).default(6),
  created_at: z.string().nullable().optional(),
  renewed_at: z.string().nullable().optional(),
  revoked_at: z.string().nullable().optional(),
  revoked_reason: z.string().nullable().optional(),
});

export type AccessKey = z.infer<typeof accessKeySchema>;

/** The key as the page has it: from the server now, or the device's copy saved at `fromDeviceSavedAt`. */
export interface AccessKeyAnswer {
  key: AccessKey;
  fromDeviceSavedAt: number | null;
}
