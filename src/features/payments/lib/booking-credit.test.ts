import { describe, expect, it } from 'vitest';
import type { CreditBalance } from '../api/client-payment-rows';
import { bookingCost } from './booking-credit';

const row = (patch: Partial<CreditBalance>): CreditBalance => ({
  category_id: 'pt',
  category_name: '1:1 PT',
  service_id: null,
  service_name: null,
  remaining: 3,
  next_expiry: null,
  unlimited: false,
  ...patch,
});
const PT_SERVICE = { serviceId: 'svc-pt', dropInPriceMinor: 4500, categoryIds: ['pt'] };

describe('bookingCost', () => {
  it('is free for a service with no drop-in price and no category', () => {
    expect(bookingCost({ serviceId: 's', dropInPriceMinor: null, categoryIds: [] }, [row({})])).toEqual({
      kind: 'free',
    });
  });

  it('prefers an unlimited membership of an accepted category', () => {
    const balances = [row({}), row({ category_id: 'pt', category_name: '1:1 PT', unlimited: true, remaining: 0 })];
    expect(bookingCost(PT_SERVICE, balances)).toEqual({ kind: 'membership', categoryName: '1:1 PT' });
  });

  it('spends the soonest-expiring accepted credit (a never-expiring one last), ignoring other categories', () => {
    const balances = [
      row({ category_id: 'group', category_name: 'Group class', remaining: 9, next_expiry: '2026-12-01T00:00:00Z' }),
      row({ remaining: 8, next_expiry: null }),
      row({
        category_id: null,
        service_id: 'svc-pt',
        service_name: 'PT',
        remaining: 1,
        next_expiry: '2027-01-01T00:00:00Z',
      }),
    ];
    expect(bookingCost(PT_SERVICE, balances)).toEqual({ kind: 'credit', name: 'PT (drop-in)', leftAfter: 0 });
  });

  it('has nothing to pay with when the accepted balances are empty', () => {
    expect(bookingCost(PT_SERVICE, [row({ remaining: 0 }), row({ category_id: 'group', remaining: 4 })])).toEqual({
      kind: 'none',
    });
  });
});
