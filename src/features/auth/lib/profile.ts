import { CLIENT_TYPES, ROLES, STAFF_ROLES, type ClientType, type Role, type StaffRole } from '@/lib/account-enums';
import { isWeightUnit, type WeightUnit } from '@/lib/units';
import { fullName } from '@/lib/person-name';

export type { ClientType, Role, StaffRole };

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The columns of public.users the app reads for the signed-in person. */
export interface UserProfileRow {
  id: string;
  email: string | null;
  phone: string | null;
  first_name: string;
  last_name: string;
  role: Role;
  staff_role: StaffRole | null;
  gender: Gender | null;
  client_type: ClientType | null;
  cycle_tracking_enabled: boolean;
  /** Null until the person chooses; the app then uses the locale's unit. */
  weight_unit: WeightUnit | null;
}

/** Thrown when the profile row does not have the shape the app relies on. */
export class ProfileShapeError extends Error {
  constructor(field: string) {
    super(`Unexpected profile row: ${field}`);
    this.name = 'ProfileShapeError';
  }
}

/**
 * Checks a profile row by hand rather than with a schema library: this runs on every start, and
 * a validation library on the startup path costs more bytes than the whole check (docs/performance.md).
 */
export function parseUserProfile(value: unknown): UserProfileRow {
  if (typeof value !== 'object' || value === null) throw new ProfileShapeError('not an object');
  const row = value as Record<string, unknown>;
  const text = (field: string): string => {
    if (typeof row[field] !== 'string') throw new ProfileShapeError(field);
    return row[field];
  };
  const optionalText = (field: string): string | null => (row[field] === null ? null : text(field));
  const oneOf = <T extends string>(field: string, allowed: readonly T[]): T => {
    const found = allowed.find((option) => option === row[field]);
    if (found === undefined) throw new ProfileShapeError(field);
    return found;
  };
  const optionalOneOf = <T extends string>(field: string, allowed: readonly T[]): T | null =>
    row[field] === null ? null : oneOf(field, allowed);
  if (typeof row.cycle_tracking_enabled !== 'boolean') throw new ProfileShapeError('cycle_tracking_enabled');
  return {
    id: text('id'),
    email: optionalText('email'),
    phone: optionalText('phone'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    role: oneOf('role', ROLES),
    staff_role: optionalOneOf('staff_role', STAFF_ROLES),
    gender: optionalOneOf('gender', GENDERS),
    client_type: optionalOneOf('client_type', CLIENT_TYPES),
    cycle_tracking_enabled: row.cycle_tracking_enabled,
    // A row read before the column existed (an older cached profile) has no unit: not chosen.
    weight_unit: isWeightUnit(row.weight_unit) ? row.weight_unit : null,
  };
}

export const USER_PROFILE_COLUMNS =
  'id, email, phone, first_name, last_name, role, staff_role, gender, client_type, cycle_tracking_enabled, weight_unit';

/**
 * What start-up and sign-in read: the profile with the person's `clients` row embedded, so one
 * request tells whether a client's record still has to be created.
 */
export const SESSION_PROFILE_SELECT = `${USER_PROFILE_COLUMNS}, client_record:clients(id)` as const;

export interface SessionProfile {
  profile: UserProfileRow;
  /** Whether the person's `clients` row exists (staff have none). */
  hasClientRecord: boolean;
}

/** Reads the row of `SESSION_PROFILE_SELECT`. */
export function parseSessionProfile(row: unknown): SessionProfile {
  const profile = parseUserProfile(row);
  const record = (row as { client_record?: unknown }).client_record;
  // A one-to-one embed is an object or null; a list is accepted too, whatever the Data API sends.
  return { profile, hasClientRecord: Array.isArray(record) ? record.length > 0 : record != null };
}

/** What the auth store keeps about the signed-in person. */
export interface AuthUser {
  id: string;
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  clientType: ClientType | null;
}

export interface CycleTracking {
  enabled: boolean;
  available: boolean;
}

/** How the session was established: the spec's gender defaults differ between the two. */
export type SessionSource = 'login' | 'recovery';

/** Spec: missing gender defaults to male at login and to female at session recovery. */
export function resolveGender(gender: Gender | null, source: SessionSource): Gender {
  if (gender) return gender;
  return source === 'login' ? 'male' : 'female';
}

/** Cycle tracking is offered only to women; for everyone else it is off and unavailable. */
export function resolveCycleTracking(gender: Gender, enabled: boolean): CycleTracking {
  const available = gender === 'female';
  return { available, enabled: available && enabled };
}

export function toAuthUser(row: UserProfileRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    clientType: row.role === 'client' ? (row.client_type ?? 'programming') : row.client_type,
  };
}

export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email' | 'phone'> | null): string {
  if (!user) return '';
  return (
    fullName(user.firstName, user.lastName) || user.email || (user.phone ? `+${user.phone.replace(/^\+/, '')}` : '')
  );
}
