import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteAssessment } from './delete-assessment';
import { getAssessmentClient } from './get-assessment-client';
import { listAssessments } from './list-assessments';
import { removeReport, uploadReport } from './report-files';
import { saveAssessment, type SaveAssessmentInput } from './save-assessment';
import type { Assessment } from './types';
import type { AssessmentType } from '../lib/markers';
import { assessmentKeys } from './query-keys';

export function useAssessmentClient(clientId: string) {
  return useQuery({ queryKey: assessmentKeys.client(clientId), queryFn: () => getAssessmentClient(clientId) });
}

export function useAssessments(clientId: string, type: AssessmentType, enabled = true) {
  return useQuery({
    queryKey: assessmentKeys.list(clientId, type),
    queryFn: () => listAssessments(clientId, type),
    enabled: enabled && Boolean(clientId),
  });
}

export interface SaveWithReport extends Omit<SaveAssessmentInput, 'filePath'> {
  /** A new report to attach (replacing any previous one), or `null` to detach the current one. */
  report?: File | null;
  previousFilePath: string | null;
}

/**
 * Saves a record with its optional lab report: the file goes up first, so the row never points at
 * a missing file; when the row is refused the new file is removed again, and a replaced file is
 * removed only after the row points at its successor.
 */
export function useSaveAssessment(clientId: string, type: AssessmentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ report, previousFilePath, ...input }: SaveWithReport): Promise<Assessment> => {
      const uploaded = report ? await uploadReport(clientId, report) : null;
      const filePath = report === undefined ? undefined : uploaded;
      let saved: Assessment;
      try {
        saved = await saveAssessment({ ...input, filePath });
      } catch (error) {
        if (uploaded) await removeReport(uploaded).catch(() => undefined);
        throw error;
      }
      if (report !== undefined && previousFilePath) await removeReport(previousFilePath).catch(() => undefined);
      return saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.list(clientId, type) }),
  });
}

export function useDeleteAssessment(clientId: string, type: AssessmentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessment: Assessment) => deleteAssessment(assessment.id, assessment.filePath),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.list(clientId, type) }),
  });
}
