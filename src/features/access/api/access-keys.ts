/** Every query key of the access feature, built here and nowhere else (docs/architecture.md). */
export const accessKeys = {
  all: ['access'] as const,
  key: (userId: string) => [...accessKeys.all, 'key', userId] as const,
  status: (userId: string) => [...accessKeys.all, 'status', userId] as const,
  checkIns: (userId: string) => [...accessKeys.all, 'check-ins', userId] as const,
};
