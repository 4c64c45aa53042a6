import { describe, expect, it } from 'vitest';
import { readPaymentReturn, returnPathOf, withOrder, withoutReturn } from './payment-return';

describe('payment return', () => {
  it('reads the order and whether the client backed out', () => {
    expect(readPaymentReturn(new URLSearchParams('order=o1&checkout=cancelled'))).toEqual({
      orderId: 'o1',
      cancelled: true,
    });
    expect(readPaymentReturn(new URLSearchParams('order=o1'))).toEqual({ orderId: 'o1', cancelled: false });
    expect(readPaymentReturn(new URLSearchParams('service=s'))).toBeNull();
  });

  it("returns to the same step without an earlier return's parameters", () => {
    expect(returnPathOf('/appointments/book', '?service=s&slot=x&order=o1&checkout=cancelled')).toBe(
      '/appointments/book?service=s&slot=x',
    );
    expect(returnPathOf('/settings/membership', '')).toBe('/settings/membership');
    expect(returnPathOf('/appointments/book', `?service=${'s'.repeat(400)}`)).toBe('/appointments/book');
    expect(withoutReturn(new URLSearchParams('a=1&order=o')).toString()).toBe('a=1');
  });

  it('appends the order as the checkout does', () => {
    expect(withOrder('/settings/membership', 'o1')).toBe('/settings/membership?order=o1');
    expect(withOrder('/appointments/book?service=s', 'o1')).toBe('/appointments/book?service=s&order=o1');
  });
});
