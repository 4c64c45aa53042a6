import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';

export type AssessmentClient = Pick<Tables<'users'>, 'id' | 'first_name' | 'last_name' | 'gender' | 'role'>;

/** The person the assessments are about, or null when the caller may not see them (RLS) or they do not exist. */
export async function getAssessmentClient(clientId: string): Promise<AssessmentClient | null> {
  if (!isUuid(clientId)) return null;
  const { data, error } = await supabase
    .from('users')
    .select('id, first_name, last_name, gender, role')
    .eq('id', clientId)
    .maybeSingle();
  if (error) throw error;
  return data && data.role === 'client' ? data : null;
}
