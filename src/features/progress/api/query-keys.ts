import { trainingKeys } from '@/features/training';

/** Under 'training', so a finished or edited workout refreshes the charts. */
export const progressKeys = {
  sets: (userId: string, weeks: number) => [...trainingKeys.all, 'progress-sets', userId, weeks] as const,
  logs: (userId: string, weeks: number) => [...trainingKeys.all, 'progress-logs', userId, weeks] as const,
};
