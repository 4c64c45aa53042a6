import { z } from 'zod';

export const ROLES = ['client', 'staff', 'admin'] as const;
export const STAFF_ROLES = ['trainer'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const CLIENT_TYPES = ['programming', 'virtual', 'in-person'] as const;

export type Role = (typeof ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Gender = (typeof GENDERS)[number];
export type ClientType = (typeof CLIENT_TYPES)[number];

/** The columns of public.users the app reads for the signed-in person. */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  client_type: z.enum(CLIENT_TYPES).nullable(),
  cycle_tracking_enabled: z.boolean(),
});

export type UserProfileRow = z.infer<typeof userProfileSchema>;

export const USER_PROFILE_COLUMNS =
  'id, email, phone, first_name, last_name, role, staff_role, gender, client_type, cycle_tracking_enabled';

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
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email || (user.phone ? `+${user.phone.replace(/^\+/, '')}` : '');
}
