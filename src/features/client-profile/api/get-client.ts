import { supabase } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';

const CLIENT_SELECT = `
  id, first_name, last_name, email, phone, role, client_type, status, gender, created_at,
  cycle_tracking_enabled, cycle_shared_with_trainer, assigned_to,
  record:clients!clients_id_fkey ( daily_calorie_goal, macro_protein_goal, macro_carb_goal, macro_fat_goal, goals, available_equipment )
`;

/**
 * One client as staff see them, or null when the caller may not (RLS hides other trainers'
 * clients) or the account is not a client: the page answers "not found" either way.
 */
export async function getClient(clientId: string) {
  // A mistyped address cannot name anyone; asking would only earn a type error from Postgres.
  if (!isUuid(clientId)) return null;
  const { data, error } = await supabase
    .from('users')
    .select(CLIENT_SELECT)
    .eq('id', clientId)
    .eq('role', 'client')
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return { ...data, trainer: data.assigned_to ? await getTrainer(data.assigned_to) : null };
}

/**
 * The trainer's name in a second read: users references itself, and an embedded hint
 * (`users!assigned_to`) is read the other way round by the embedded backend (the clients of this
 * client: none), so the page said "undefined undefined".
 */
async function getTrainer(trainerId: string) {
  const { data, error } = await supabase
    .from('users')
    .select('id, first_name, last_name')
    .eq('id', trainerId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export type ClientProfile = NonNullable<Awaited<ReturnType<typeof getClient>>>;
