import { z } from 'zod';
import { CLIENT_TYPES, ROLES, STAFF_ROLES } from '@/lib/account-enums';

export const managedUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  client_type: z.enum(CLIENT_TYPES).nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  created_at: z.string(),
});

export type ManagedUser = z.infer<typeof managedUserSchema>;
export type ManagedRole = ManagedUser['role'];
export type ManagedClientType = NonNullable<ManagedUser['client_type']>;

export const MANAGED_USER_COLUMNS =
  'id, email, phone, first_name, last_name, role, staff_role, client_type, gender, created_at';

export const LOAD_USERS_FAILED = 'Failed to load users';
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this user? This action cannot be undone.';
export const DELETE_FAILED = 'Failed to delete user. You may not have permission to delete users.';

/** The columns that change with a role: staff and admins are trainers, clients have a type. */
export function accessPatch(role: ManagedRole, clientType: ManagedClientType | null) {
  return role === 'client'
    ? { role, staff_role: null, client_type: clientType ?? 'programming' }
    : { role, staff_role: 'trainer' as const, client_type: null };
}

/** Newest first, as the spec lists them (the server orders too; this keeps optimistic rows right). */
export function sortNewestFirst(users: ManagedUser[]): ManagedUser[] {
  return [...users].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
