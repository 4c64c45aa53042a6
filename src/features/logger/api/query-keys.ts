/** TanStack Query keys of the logger: the one place they are written. */
export const loggerKeys = {
  exerciseCatalog: (userId: string) => ['logger', 'exercise-catalog', userId] as const,
};
