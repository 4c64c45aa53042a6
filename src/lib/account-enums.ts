import { Constants, type Enums } from '@/lib/database.types';

/**
 * The values of an account's authorization columns (public.users), taken from the database's enums
 * through the generated types: a value added in a migration reaches every list and every label map
 * below after `npm run gen:types`, and a label map that misses it fails the typecheck.
 */
export const ROLES = Constants.public.Enums.app_role;
export const STAFF_ROLES = Constants.public.Enums.staff_role;
export const CLIENT_TYPES = Constants.public.Enums.client_type;
export const ACCOUNT_STATUSES = Constants.public.Enums.account_status;

export type Role = Enums<'app_role'>;
export type StaffRole = Enums<'staff_role'>;
export type ClientType = Enums<'client_type'>;
export type AccountStatus = Enums<'account_status'>;

export const ROLE_LABELS: Record<Role, string> = { client: 'Client', staff: 'Staff', admin: 'Admin' };
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { trainer: 'Trainer' };
/** "In-person", not the stored "in-person". */
export const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  programming: 'Programming',
  virtual: 'Virtual',
  'in-person': 'In-person',
};

export interface EnumOption<Value extends string> {
  value: Value;
  label: string;
}

export const ROLE_OPTIONS: EnumOption<Role>[] = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));
export const CLIENT_TYPE_OPTIONS: EnumOption<ClientType>[] = CLIENT_TYPES.map((value) => ({
  value,
  label: CLIENT_TYPE_LABELS[value],
}));

export function isClientType(value: unknown): value is ClientType {
  return CLIENT_TYPES.some((type) => type === value);
}
