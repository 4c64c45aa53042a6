import type { Tables } from '@/lib/database.types';
import type { AssessmentType } from '../lib/markers';

/** One stored assessment with its values read as numbers (the database allows nothing else). */
export interface Assessment {
  id: string;
  clientId: string;
  type: AssessmentType;
  measuredOn: string;
  values: Record<string, number>;
  notes: string | null;
  filePath: string | null;
  updatedAt: string;
}

export type AssessmentRow = Pick<
  Tables<'assessments'>,
  'id' | 'client_id' | 'type' | 'measured_on' | 'data' | 'notes' | 'file_path' | 'updated_at'
>;

export const ASSESSMENT_COLUMNS = 'id, client_id, type, measured_on, data, notes, file_path, updated_at';

export function toAssessment(row: AssessmentRow): Assessment {
  const values: Record<string, number> = {};
  const data = row.data;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const [key, value] of Object.entries(data)) if (typeof value === 'number') values[key] = value;
  }
  return {
    id: row.id,
    clientId: row.client_id,
    type: row.type as AssessmentType,
    measuredOn: row.measured_on,
    values,
    notes: row.notes,
    filePath: row.file_path,
    updatedAt: row.updated_at,
  };
}
