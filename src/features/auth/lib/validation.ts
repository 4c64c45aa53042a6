import { digitsOnly } from './identifier';
import type { Gender } from './profile';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const EMPTY_EMAIL_MESSAGE = 'Please enter your email address';
export const EMPTY_PHONE_MESSAGE = 'Please enter your phone number';
export const LOGIN_FAILED_MESSAGE = 'Invalid credentials. Please try again.';
export const DEV_LOGIN_FAILED_MESSAGE = 'Development login failed. Please try again.';
export const REGISTER_FAILED_MESSAGE = 'Failed to register. Please try again.';
export const RESET_FAILED_MESSAGE = 'Failed to send reset. Please try again.';

export type ContactMethod = 'email' | 'phone';

export interface RegistrationInput {
  method: ContactMethod;
  firstName: string;
  lastName: string;
  password: string;
  email: string;
  phone: string;
  gender: Gender | '';
}

/**
 * Spec: names, password and the active tab's contact are required. Gender is optional: without it
 * the spec's defaults apply when a session starts (male at login, female at session recovery).
 */
export function validateRegistration(input: RegistrationInput): string | null {
  const contact = input.method === 'email' ? input.email : digitsOnly(input.phone);
  if (!input.firstName.trim() || !input.lastName.trim() || !input.password || !contact.trim()) {
    return REQUIRED_FIELDS_MESSAGE;
  }
  return null;
}

export function validateResetRequest(method: ContactMethod, value: string): string | null {
  if (value.trim()) return null;
  return method === 'email' ? EMPTY_EMAIL_MESSAGE : EMPTY_PHONE_MESSAGE;
}

export const MIN_PASSWORD_LENGTH = 8;

export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password !== confirm) return 'Passwords do not match';
  return null;
}
