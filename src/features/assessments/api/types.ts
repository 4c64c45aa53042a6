import type { Tables } from '@/lib/database.types';
import type { AssessmentType, Range } from '../lib/markers';
import type { LabRanges } from '../lib/ranges';

/** One stored assessment with its values read as numbers (the database allows nothing else). */
export interface Assessment {
  id: string;
  clientId: string;
  type: AssessmentType;
  measuredOn: string;
  values: Record<string, number>;
  /** The lab's own ranges entered with the result, by marker key. */
  labRanges: LabRanges;
  notes: string | null;
  filePath: string | null;
  updatedAt: string;
}

export type AssessmentRow = Pick<
  Tables<'assessments'>,
  'id' | 'client_id' | 'type' | 'measured_on' | 'data' | 'lab_ranges' | 'notes' | 'file_path' | 'updated_at'
>;

export const ASSESSMENT_COLUMNS = 'id, client_id, type, measured_on, data, lab_ranges, notes, file_path, updated_at';

const bound = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function readLabRanges(json: unknown): LabRanges {
  const ranges: Record<string, Range> = {};
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    for (const [key, value] of Object.entries(json)) {
      if (Array.isArray(value) && value.length === 2) ranges[key] = [bound(value[0]), bound(value[1])];
    }
  }
  return ranges;
}

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
    labRanges: readLabRanges(row.lab_ranges),
    notes: row.notes,
    filePath: row.file_path,
    updatedAt: row.updated_at,
  };
}
