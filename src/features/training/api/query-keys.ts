/**
 * TanStack Query keys for training data, shared so a save can invalidate every view of it. The key
 * factories (`api/query-keys.ts` of each feature) are the only place a query key is written.
 */
export const trainingKeys = {
  all: ['training'] as const,
  activeProgram: (userId: string) => ['training', 'active-program', userId] as const,
  activeSession: (userId: string) => ['training', 'active-session', userId] as const,
  /** The latest 5 (Today's read); a longer list is keyed by its length beside it. */
  recentLogs: (userId: string) => ['training', 'recent-logs', userId] as const,
  recentLogsUpTo: (userId: string, limit: number) => ['training', 'recent-logs', userId, limit] as const,
  logsBetween: (userId: string, from: string, to: string) => ['training', 'logs', userId, from, to] as const,
  workout: (workoutId: string) => ['training', 'workout', workoutId] as const,
  /** A person's logged sets of one exercise (the exercise's page, the workout page's last performance). */
  exerciseSets: (userId: string, exerciseId: string) => ['training', 'exercise-sets', userId, exerciseId] as const,
};

/**
 * Workouts: the lists, the author names beside them and the builder's drafts. In the shared domain
 * because three features write workouts (the builder, the workouts page's actions, the logger's
 * "save as workout") and every one of them refreshes all of these.
 */
export const workoutKeys = {
  all: ['workouts'] as const,
  list: (userId: string, archived: boolean) => ['workouts', 'list', userId, archived ? 'archived' : 'active'] as const,
  authorNames: (authorIds: readonly string[]) => ['workouts', 'author-names', authorIds] as const,
  draft: (workoutId: string | undefined) => ['workouts', 'draft', workoutId ?? 'new'] as const,
};

/**
 * The exercise library (the library page and the workout builder's picker read it). The exercises
 * feature's keys extend this prefix, so saving an exercise (`exerciseKeys.all`) refreshes it too.
 */
export const exerciseLibraryKeys = {
  all: ['exercises'] as const,
  library: ['exercises', 'library'] as const,
};

/** A coach's clients: not training data, so a finished workout does not read them again. */
export const coachKeys = {
  clients: (coachId: string, everyClient: boolean) => ['coach', 'clients', coachId, everyClient] as const,
};
