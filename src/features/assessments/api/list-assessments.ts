import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';
import type { AssessmentType } from '../lib/markers';
import { ASSESSMENT_COLUMNS, toAssessment, type Assessment, type AssessmentRow } from './types';

/** A client's assessments of one type, oldest first (the order charts and history read them in). */
export async function listAssessments(clientId: string, type: AssessmentType): Promise<Assessment[]> {
  const rows = await fetchAllPages<AssessmentRow>((from, to) =>
    supabase
      .from('assessments')
      .select(ASSESSMENT_COLUMNS)
      .eq('client_id', clientId)
      .eq('type', type)
      .order('measured_on', { ascending: true })
      .order('created_at', { ascending: true })
      .range(from, to),
  );
  return rows.map(toAssessment);
}
