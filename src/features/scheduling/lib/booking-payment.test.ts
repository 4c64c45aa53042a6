import { describe, expect, it } from 'vitest';
import { bookingPaymentLabel, canForgive } from './booking-payment';

const booking = { status: 'late_cancelled', outcome: 'forfeit_credit', payment: 'credit' as const, forgiven: false };

describe('forgiving a late cancel or a no-show', () => {
  it('is offered when a credit was forfeited or a fee charged, once', () => {
    expect(canForgive(booking)).toBe(true);
    expect(canForgive({ ...booking, status: 'no_show' })).toBe(true);
    expect(canForgive({ ...booking, outcome: 'fee', payment: 'membership' })).toBe(true);
    expect(canForgive({ ...booking, forgiven: true })).toBe(false);
  });

  it('is not offered when nothing was lost', () => {
    expect(canForgive({ ...booking, outcome: null })).toBe(false); // waived
    expect(canForgive({ ...booking, outcome: 'nothing' })).toBe(false);
    expect(canForgive({ ...booking, payment: 'membership' })).toBe(false);
    expect(canForgive({ ...booking, payment: 'unpaid' })).toBe(false);
    expect(canForgive({ ...booking, status: 'attended' })).toBe(false);
    expect(canForgive({ ...booking, status: 'booked' })).toBe(false);
  });

  it('names how a booking was paid', () => {
    expect([bookingPaymentLabel('credit'), bookingPaymentLabel('unpaid'), bookingPaymentLabel(null)]).toEqual([
      'Credit',
      'Unpaid',
      null,
    ]);
  });
});
