import type { DistanceUnitSystem } from './training-format';

/**
 * The unit distances are shown and typed in, which follows the person's weight unit (kg → km,
 * lb → mi). Users carry no unit preference yet, so this answers kilometres; the logger and History
 * read distances only through here and `formatDistance`, so a preference plugs in at this one place.
 */
export function useDistanceUnit(): DistanceUnitSystem {
  return 'kg';
}
