import { z } from 'zod';
import { ACCOUNT_STATUSES, ROLES } from '@/lib/account-enums';
import { supabase } from '@/lib/supabase';

const trainerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES).exclude(['client']),
  status: z.enum(ACCOUNT_STATUSES),
});

export type Trainer = z.infer<typeof trainerSchema>;

/** Staff accounts (and admins, who can coach too), by name. Admins read every profile. */
export async function listTrainers(): Promise<Trainer[]> {
  const { data, error } = await supabase
    .from('users')
    .select('id, first_name, last_name, name, email, role, status')
    .in('role', ['staff', 'admin'])
    .order('first_name')
    .order('last_name')
    .order('id');
  if (error) throw error;
  return z.array(trainerSchema).parse(data);
}
