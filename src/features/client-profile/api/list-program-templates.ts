import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

/** Programs the coach can hand out: templates (no client), newest first; all of them, page by page. */
export async function listProgramTemplates() {
  return fetchAllPages((from, to) =>
    supabase
      .from('programs')
      .select('id, name, duration_weeks, flex_schedule')
      .is('client_id', null)
      .neq('status', 'archived')
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
}
