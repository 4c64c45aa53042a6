import { supabase } from '@/lib/supabase';
import type { ValidEntry } from '../lib/entry-form';
import type { AssessmentType } from '../lib/markers';
import { ASSESSMENT_COLUMNS, toAssessment, type Assessment } from './types';

export interface SaveAssessmentInput {
  id?: string;
  clientId: string;
  authorId: string;
  type: AssessmentType;
  entry: ValidEntry;
  /** undefined: leave the attached report as it is; null: detach it. */
  filePath?: string | null;
}

/** Records a new assessment, or edits one (the author stays who first recorded it). */
export async function saveAssessment(input: SaveAssessmentInput): Promise<Assessment> {
  const fields = {
    measured_on: input.entry.measuredOn,
    notes: input.entry.notes,
    data: input.entry.data,
    lab_ranges: input.entry.labRanges,
    ...(input.filePath !== undefined && { file_path: input.filePath }),
  };
  const query = input.id
    ? supabase.from('assessments').update(fields).eq('id', input.id)
    : supabase
        .from('assessments')
        .insert({ ...fields, client_id: input.clientId, created_by: input.authorId, type: input.type });
  const { data, error } = await query.select(ASSESSMENT_COLUMNS).single();
  if (error) throw error;
  return toAssessment(data);
}
