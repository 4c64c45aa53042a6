/** Query keys of data only the dashboard reads (training data uses trainingKeys). */
export const dashboardKeys = {
  photos: (userId: string) => ['dashboard', 'progress-photos', userId] as const,
  photoUrl: (path: string) => ['dashboard', 'photo-url', path] as const,
  cycle: (userId: string) => ['dashboard', 'cycle-entries', userId] as const,
};
