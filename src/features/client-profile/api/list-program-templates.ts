import { supabase } from '@/lib/supabase';

/** Programs the coach can hand out: templates (no client), newest first. */
export async function listProgramTemplates() {
  const { data, error } = await supabase
    .from('programs')
    .select('id, name, duration_weeks, flex_schedule')
    .is('client_id', null)
    .neq('status', 'archived')
    .order('created_at', { ascending: false })
    .limit(500);
  if (error) throw error;
  return data;
}
