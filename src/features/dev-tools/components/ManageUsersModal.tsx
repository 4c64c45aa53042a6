import { UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { CreateUserForm } from './CreateUserForm';
import { UserList } from './UserList';

export function ManageUsersModal({
  open,
  onClose,
  startWithCreate = false,
}: {
  open: boolean;
  onClose: () => void;
  startWithCreate?: boolean;
}) {
  const [creating, setCreating] = useState(startWithCreate);
  const showList = useCallback(() => setCreating(false), []);
  return (
    <Modal title={creating ? 'Create user' : 'Manage Users'} open={open} onClose={onClose}>
      {creating ? (
        <CreateUserForm onDone={startWithCreate ? onClose : showList} />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex justify-end">
            <Button onClick={() => setCreating(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              Create user
            </Button>
          </div>
          <UserList />
        </div>
      )}
    </Modal>
  );
}
