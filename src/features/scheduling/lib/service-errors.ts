import { toProviderMessage } from '@/lib/errors';

/** PostgreSQL's foreign-key violation: the service still has sessions or bookings. */
const FOREIGN_KEY_VIOLATION = '23503';

/** Why a service could not be deleted, in words: booked services are archived, not deleted. */
export function deleteRefusalMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;
  if (code === FOREIGN_KEY_VIOLATION) {
    return 'This service has bookings in its history, so it cannot be deleted. It stays archived: nobody can book it.';
  }
  return toProviderMessage(error, 'The service could not be deleted. Try again.');
}
