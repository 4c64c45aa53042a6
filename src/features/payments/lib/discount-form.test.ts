import { describe, expect, it } from 'vitest';
import { checkDiscountDraft, lastDayOf, newDiscountDraft } from './discount-form';

const draft = (patch: Partial<ReturnType<typeof newDiscountDraft>>) => ({
  ...newDiscountDraft('d1'),
  code: 'ok10',
  ...patch,
});

describe('discount codes: the days they are valid, in the studio zone', () => {
  it('turns a first and last day into the first midnight and the midnight after the last day', () => {
    const checked = checkDiscountDraft(draft({ startsOn: '2026-01-10', endsOn: '2026-03-29' }), 'GBP', 'Europe/London');
    expect(checked).toMatchObject({
      // 29 March 2026 is the day London moves to summer time: the next midnight is 23:00 UTC.
      input: { code: 'OK10', starts_at: '2026-01-10T00:00:00.000Z', ends_at: '2026-03-29T23:00:00.000Z' },
    });
    expect(lastDayOf('2026-03-29T23:00:00.000Z', 'Europe/London')).toBe('2026-03-29');
  });

  it('leaves open ends open and refuses a last day before the first', () => {
    expect(checkDiscountDraft(draft({}), 'GBP', 'Europe/London')).toMatchObject({
      input: { starts_at: null, ends_at: null, product_ids: null, max_redemptions: null, max_per_client: 1 },
    });
    expect(checkDiscountDraft(draft({ startsOn: '2026-05-02', endsOn: '2026-05-01' }), 'GBP', 'UTC')).toEqual({
      errors: { endsOn: 'The last day comes on or after the first.' },
    });
  });

  it('keeps an amount in minor units of the currency (none for JPY)', () => {
    expect(checkDiscountDraft(draft({ kind: 'amount', amount: '500' }), 'JPY', 'Asia/Tokyo')).toMatchObject({
      input: { kind: 'amount', amount_off_minor: 500, percent_off: null },
    });
    expect(checkDiscountDraft(draft({ kind: 'amount', amount: '0' }), 'GBP', 'UTC')).toEqual({
      errors: { amount: 'Enter the amount off, e.g. 5 or 5.00.' },
    });
  });
});
