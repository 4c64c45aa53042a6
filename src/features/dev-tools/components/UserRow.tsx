import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { formatPhoneForDisplay } from '@/features/auth';
import { toUserMessage } from '@/lib/errors';
import { useDeleteUser, useUpdateUserAccess } from '../api/use-users';
import {
  DELETE_CONFIRMATION,
  DELETE_FAILED,
  type ManagedClientType,
  type ManagedRole,
  type ManagedUser,
} from '../lib/managed-user';
import { CLIENT_TYPE_OPTIONS, ROLE_OPTIONS } from './options';
import { fullName } from '@/lib/person-name';

export function UserRow({ user, isSelf }: { user: ManagedUser; isSelf: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteUser();
  const access = useUpdateUserAccess();
  const name = fullName(user.first_name, user.last_name) || 'Unnamed user';
  const contact = user.email ?? formatPhoneForDisplay(user.phone);

  return (
    <li aria-label={name} className="flex flex-col gap-3 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">
            {name}
            {isSelf && <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>}
          </p>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{contact}</p>
        </div>
        <SelectField
          label={`Role for ${name}`}
          hideLabel
          options={ROLE_OPTIONS}
          value={user.role}
          disabled={isSelf || access.isPending}
          onChange={(e) =>
            access.mutate({ userId: user.id, role: e.target.value as ManagedRole, clientType: user.client_type })
          }
        />
        {user.role === 'client' && (
          <SelectField
            label={`Client type for ${name}`}
            hideLabel
            options={CLIENT_TYPE_OPTIONS}
            value={user.client_type ?? 'programming'}
            disabled={access.isPending}
            onChange={(e) =>
              access.mutate({ userId: user.id, role: 'client', clientType: e.target.value as ManagedClientType })
            }
          />
        )}
        {!isSelf && (
          <Button
            variant="ghost"
            aria-label={`Delete ${name}`}
            onClick={() => setConfirming(true)}
            className="text-red-600 dark:text-red-400"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      {confirming && (
        <div
          role="alertdialog"
          aria-label={`Delete ${name}`}
          className="rounded-lg border border-red-300 bg-red-50 p-3 dark:border-red-500/40 dark:bg-red-500/10"
        >
          <p className="text-sm text-red-800 dark:text-red-200">{DELETE_CONFIRMATION}</p>
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(user.id, { onSuccess: () => setConfirming(false) })}
            >
              Delete user
            </Button>
          </div>
        </div>
      )}
      {remove.isError && <Alert>{toUserMessage(remove.error, DELETE_FAILED)}</Alert>}
      {access.isError && <Alert>{toUserMessage(access.error, 'Failed to update user. Please try again.')}</Alert>}
    </li>
  );
}
