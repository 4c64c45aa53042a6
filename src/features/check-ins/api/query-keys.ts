/** Every query key of the check-ins feature, built here and nowhere else. */
export const checkInKeys = {
  all: ['check-ins'] as const,
  /** What is due for the signed-in client this week. */
  mine: (userId: string) => [...checkInKeys.all, 'mine', userId] as const,
  /** This device's unsent check-ins. */
  outbox: (userId: string) => [...checkInKeys.all, 'outbox', userId] as const,
  /** A client's form and their trainer's default (the profile). */
  forms: (clientId: string) => [...checkInKeys.all, 'forms', clientId] as const,
  history: (clientId: string) => [...checkInKeys.all, 'history', clientId] as const,
  /** A photo's signed address: outside `all`, so a refresh of the rest does not re-sign it. */
  photo: (path: string) => ['check-in-photos', path] as const,
};
