import type { ManagedClientType, ManagedRole } from './managed-user';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

export interface CreateUserForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: ManagedRole;
  clientType: ManagedClientType;
  gender: 'male' | 'female' | 'other' | '';
}

export const EMPTY_CREATE_USER_FORM: CreateUserForm = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  role: 'client',
  clientType: 'programming',
  gender: '',
};

/** Spec: email, password, first and last name are required. */
export function validateCreateUser(form: CreateUserForm): string | null {
  const required = [form.email, form.password, form.firstName, form.lastName];
  return required.some((value) => !value.trim()) ? REQUIRED_FIELDS_MESSAGE : null;
}

/** The create-user function's request body. */
export function toCreateUserRequest(form: CreateUserForm) {
  return {
    email: form.email.trim().toLowerCase(),
    password: form.password,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    role: form.role,
    ...(form.role === 'client' ? { clientType: form.clientType } : { staffRole: 'trainer' as const }),
    ...(form.gender ? { gender: form.gender } : {}),
  };
}
