import { describe, expect, it } from 'vitest';
import { isFreeService, parseDropIn } from './service-price';

describe('a service price', () => {
  it('is free only with neither a drop-in price nor an accepted category', () => {
    expect(isFreeService({ drop_in_price_minor: null, categoryIds: [] })).toBe(true);
    expect(isFreeService({ drop_in_price_minor: 0, categoryIds: [] })).toBe(false);
    expect(isFreeService({ drop_in_price_minor: null, categoryIds: ['c'] })).toBe(false);
  });

  it('reads the drop-in field: empty is no drop-in, a bad amount is refused', () => {
    expect(parseDropIn('  ', 'GBP')).toBeNull();
    expect(parseDropIn('45', 'GBP')).toBe(4500);
    expect(parseDropIn('4.999', 'GBP')).toBe(false);
    expect(parseDropIn('1000001', 'GBP')).toBe(false);
  });
});
