import { trainingKeys } from '@/features/training';

/** Under 'training', so a finish in the logger refreshes History and an edit here refreshes charts. */
export const historyKeys = {
  list: (userId: string) => [...trainingKeys.all, 'history', userId] as const,
};
