import { describe, expect, it } from 'vitest';
import { unforgivenForfeits } from './forfeited-bookings';

describe('forfeited credits still to forgive', () => {
  it('are the late cancels and no-shows that kept the credit, unless forgiven', () => {
    const rows = [
      { reason: 'forgive' as const, delta: 1, booking_id: 'b1' },
      { reason: 'late_cancel' as const, delta: 0, booking_id: 'b1' },
      { reason: 'no_show' as const, delta: 0, booking_id: 'b2' },
      { reason: 'late_cancel' as const, delta: 1, booking_id: 'b3' }, // returned: a fee instead
      { reason: 'book' as const, delta: -1, booking_id: 'b2' },
    ];
    expect([...unforgivenForfeits(rows)]).toEqual(['b2']);
  });
});
