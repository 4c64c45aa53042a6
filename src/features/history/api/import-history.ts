import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { ImportRow, RowProblem } from '../lib/import-mapping';

export interface ImportReport {
  rows: number;
  workouts: number;
  sets: number;
  new_workouts: number;
  new_sets: number;
  errors: RowProblem[];
}

/** The server's check of the rows (commit = false) or the import of all of them in one transaction. */
export async function importHistory(rows: ImportRow[], commit: boolean): Promise<ImportReport> {
  const { data, error } = await supabase.rpc('import_workout_history', {
    p_rows: rows as unknown as Json,
    p_commit: commit,
  });
  if (error) throw error;
  return data as unknown as ImportReport;
}
