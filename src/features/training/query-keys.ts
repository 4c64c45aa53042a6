/** TanStack Query keys for training data, shared so a save can invalidate every view of it. */
export const trainingKeys = {
  all: ['training'] as const,
  activeProgram: (userId: string) => ['training', 'active-program', userId] as const,
  activeSession: (userId: string) => ['training', 'active-session', userId] as const,
  recentLogs: (userId: string) => ['training', 'recent-logs', userId] as const,
  logsBetween: (userId: string, from: string, to: string) => ['training', 'logs', userId, from, to] as const,
  workout: (workoutId: string) => ['training', 'workout', workoutId] as const,
};
