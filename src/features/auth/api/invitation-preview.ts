import { FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

const previewSchema = z.object({
  status: z.enum(['invited', 'accepted', 'expired', 'revoked']),
  trainerName: z.string().nullable(),
  clientType: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof previewSchema>;

/** What the join page shows for a token: the invitation, or null when no invitation has it (404). */
export async function getInvitationPreview(token: string): Promise<InvitationPreview | null> {
  const { data, error } = await supabase.functions.invoke<unknown>('client-invitations', {
    body: { action: 'preview', token },
  });
  if (error) {
    if (error instanceof FunctionsHttpError && (error.context as Response | undefined)?.status === 404) return null;
    throw new Error((await functionErrorMessage(error)) ?? 'Could not open the invitation. Please try again.');
  }
  return previewSchema.parse(data);
}
