import type { AssessmentType } from '../lib/markers';

/** TanStack Query keys of assessments: the one place they are written. */
export const assessmentKeys = {
  all: ['assessments'] as const,
  client: (clientId: string) => [...assessmentKeys.all, 'client', clientId] as const,
  list: (clientId: string, type: AssessmentType) => [...assessmentKeys.all, 'list', clientId, type] as const,
};
