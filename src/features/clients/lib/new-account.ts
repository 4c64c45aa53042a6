import { z } from 'zod';
import { REQUIRED_FIELDS_MESSAGE } from '@/features/auth';
import type { ClientType } from '@/lib/account-enums';

export interface NewAccountForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  clientType: ClientType;
  /** Admins pick the trainer of a new client; staff always get it themselves. */
  trainerId: string;
}

export const EMPTY_NEW_ACCOUNT: NewAccountForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  clientType: 'programming',
  trainerId: '',
};

/** The create-user function's body for a new client or a new trainer. */
export type NewAccount =
  | {
      role: 'client';
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      clientType: NewAccountForm['clientType'];
      assignedTo?: string;
    }
  | { role: 'staff'; staffRole: 'trainer'; firstName: string; lastName: string; email: string; password: string };

const fields = z.object({
  firstName: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(100, 'Keep the first name under 100 characters'),
  lastName: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(100, 'Keep the last name under 100 characters'),
  email: z.string().trim().toLowerCase().min(1, REQUIRED_FIELDS_MESSAGE).email('Enter a valid email address'),
  password: z
    .string()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .min(8, 'Password must be at least 8 characters')
    .max(72, 'Password is too long'),
});

/**
 * Checks the form and builds the request, or says what to fix first. The function checks the
 * same rules again; this only saves a round trip and keeps what was typed.
 */
export function toNewAccount(
  form: NewAccountForm,
  kind: 'client' | 'trainer',
  pickTrainer: boolean,
): { ok: true; account: NewAccount } | { ok: false; message: string } {
  const parsed = fields.safeParse(form);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? REQUIRED_FIELDS_MESSAGE };
  if (kind === 'trainer') return { ok: true, account: { role: 'staff', staffRole: 'trainer', ...parsed.data } };
  if (pickTrainer && !form.trainerId) return { ok: false, message: 'Choose the trainer for this client' };
  return {
    ok: true,
    account: {
      role: 'client',
      ...parsed.data,
      clientType: form.clientType,
      ...(pickTrainer ? { assignedTo: form.trainerId } : {}),
    },
  };
}
