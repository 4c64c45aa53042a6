import { supabase } from '@/lib/supabase';
import { removeReport } from './report-files';

/** Deletes the record, then its lab report (a report left behind is harmless; a dangling link is not). */
export async function deleteAssessment(id: string, filePath: string | null): Promise<void> {
  const { error } = await supabase.from('assessments').delete().eq('id', id);
  if (error) throw error;
  if (filePath) await removeReport(filePath).catch(() => undefined);
}
