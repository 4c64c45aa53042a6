import { describe, expect, it } from 'vitest';
import { defaultCreditsToRemove, parseRefund, refundableMinor } from './refund-form';

// A 10-credit pack sold for £400, 7 credits unused, £100 refunded already and £50 pending.
const order = {
  amount_minor: 40000,
  refunded_minor: 10000,
  credits: 10,
  credit_lots: [{ remaining: 7 }],
  refunds: [
    { amount_minor: 10000, status: 'succeeded' as const },
    { amount_minor: 5000, status: 'pending' as const },
    { amount_minor: 3000, status: 'failed' as const },
  ],
};

describe('a refund before it is sent', () => {
  it('can return at most what was paid, less refunds done or pending', () => {
    expect(refundableMinor(order)).toBe(25000);
    expect(refundableMinor({ ...order, refunded_minor: 40000, refunds: [] })).toBe(0);
  });

  it('removes all unused credits when it refunds all not yet refunded, else the share paid back', () => {
    const settled = { ...order, refunds: [] };
    expect(defaultCreditsToRemove(settled, 30000)).toBe(7);
    // With £50 still pending, £250 is all that can go, but not all that is unrefunded: the share.
    expect(defaultCreditsToRemove(order, 25000)).toBe(6);
    expect(defaultCreditsToRemove(order, 12000)).toBe(3); // floor(12000 × 10 / 40000)
    expect(defaultCreditsToRemove({ ...order, credit_lots: [{ remaining: 1 }] }, 12000)).toBe(1);
    expect(defaultCreditsToRemove({ ...order, credits: null }, 12000)).toBe(0);
    expect(defaultCreditsToRemove(order, 0)).toBe(0);
  });

  it('refuses more than can be refunded, in money', () => {
    expect(parseRefund({ amount: '250.01', credits: '7', reason: '' }, order, 'GBP')).toEqual({
      ok: false,
      errors: { amount: 'At most £250.00 can be refunded.' },
    });
    expect(parseRefund({ amount: '250', credits: '7', reason: ' Moved away ' }, order, 'GBP')).toEqual({
      ok: true,
      value: { amountMinor: 25000, creditsToRemove: 7, reason: 'Moved away' },
    });
  });

  it('needs an amount and 0 to the unused credits', () => {
    expect(parseRefund({ amount: '0', credits: '8', reason: '' }, order, 'GBP')).toEqual({
      ok: false,
      errors: { amount: 'Enter an amount, like 12.50.', credits: 'Enter 0 to 7.' },
    });
  });
});
