import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore } from '@/features/auth';
import { useUsers } from '../api/use-users';
import { LOAD_USERS_FAILED } from '../lib/managed-user';
import { UserRow } from './UserRow';

export function UserList() {
  const users = useUsers(true);
  const selfId = useAuthStore((state) => state.user?.id);
  if (users.isPending) return <PageLoader label="Loading users…" />;
  if (users.isError) {
    return (
      <div className="flex flex-col gap-3">
        <Alert>{LOAD_USERS_FAILED}</Alert>
        <Button variant="secondary" onClick={() => void users.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (users.data.length === 0) return <p className="py-6 text-center text-slate-500">No users yet.</p>;
  return (
    <ul aria-label="Users" className="divide-y divide-slate-200 dark:divide-slate-800">
      {users.data.map((user) => (
        <UserRow key={user.id} user={user} isSelf={user.id === selfId} />
      ))}
    </ul>
  );
}
