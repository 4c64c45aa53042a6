import type { CreditReason } from '../api/client-money-rows';

interface Row {
  reason: CreditReason;
  delta: number;
  booking_id: string | null;
}

/**
 * The bookings whose credit a late cancel or a no-show forfeited (a delta-0 row) and that nobody has
 * forgiven yet (no `forgive` row for the same booking): where the history offers "Forgive…".
 */
export function unforgivenForfeits(rows: readonly Row[]): Set<string> {
  const forgiven = new Set(rows.filter((row) => row.reason === 'forgive').map((row) => row.booking_id));
  return new Set(
    rows
      .filter((row) => (row.reason === 'late_cancel' || row.reason === 'no_show') && row.delta === 0)
      .map((row) => row.booking_id)
      .filter((id): id is string => id !== null && !forgiven.has(id)),
  );
}
