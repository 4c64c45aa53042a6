import { useUiStore } from '@/stores/ui-store';
import type { ClientType, Gender, Role, StaffRole } from '../lib/profile';
import { useAuthStore } from '../stores/auth-store';

export interface ShellIdentity {
  userRole: Role;
  staffRole: StaffRole;
  userGender: Gender;
  clientType: ClientType;
}

/**
 * Who the shell renders for: the signed-in person, with an admin's Dev Tools previews laid over
 * (`preview ?? real`). Previews change what is shown, never what the database lets anyone do.
 */
export function useShellIdentity(): ShellIdentity {
  const realRole = useAuthStore((state) => state.userRole);
  const staffRole = useAuthStore((state) => state.staffRole);
  const realGender = useAuthStore((state) => state.userGender);
  const realClientType = useAuthStore((state) => state.user?.clientType ?? 'programming');
  const preview = useUiStore((state) => state.preview);
  return {
    userRole: preview.userRole ?? realRole,
    staffRole,
    userGender: preview.userGender ?? realGender,
    clientType: preview.clientType ?? realClientType,
  };
}
