/** The managed users list (Dev Tools). */
export const usersQueryKey = ['dev-tools', 'users'] as const;
