/** Web Push's query keys: the only place they are written. */
export const pushKeys = {
  all: ['push'] as const,
  device: (userId: string) => [...pushKeys.all, 'device', userId] as const,
};
