import { toProviderMessage } from '@/lib/errors';

/** PostgreSQL's unique violation. */
const UNIQUE_VIOLATION = '23505';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;

/** Whether the database refused a write because the name or code is taken (case ignored). */
export const isTaken = (error: unknown) => codeOf(error) === UNIQUE_VIOLATION;

/** Why a save failed, in words: a taken name says so, anything else is the server's own sentence. */
export function saveErrorMessage(error: unknown, taken: string, fallback: string): string {
  return isTaken(error) ? taken : toProviderMessage(error, fallback);
}
