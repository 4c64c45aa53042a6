import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { listUsers } from './list-users';
import { updateUserAccess } from './update-user-access';
import type { ManagedClientType, ManagedRole } from '../lib/managed-user';
import { usersQueryKey } from './query-keys';

export function useUsers(enabled: boolean) {
  return useQuery({ queryKey: usersQueryKey, queryFn: listUsers, enabled });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersQueryKey });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: createUser, onSuccess: invalidate });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: deleteUser, onSuccess: invalidate });
}

export function useUpdateUserAccess() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({
      userId,
      role,
      clientType,
    }: {
      userId: string;
      role: ManagedRole;
      clientType: ManagedClientType | null;
    }) => updateUserAccess(userId, role, clientType),
    onSettled: invalidate,
  });
}
