import { describe, expect, it } from 'vitest';
import { describeProducts, discountBlocker } from './discount-format';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const code = { starts_at: null, ends_at: null, max_redemptions: null, used: 0 };

describe('a discount code on the list', () => {
  it('says why it does not work now', () => {
    expect(discountBlocker(code, NOW)).toBeNull();
    expect(discountBlocker({ ...code, ends_at: '2026-11-27T00:00:00Z' }, NOW)).toBe('Expired');
    expect(discountBlocker({ ...code, starts_at: '2026-12-01T00:00:00Z' }, NOW)).toBe('Not started');
    expect(discountBlocker({ ...code, max_redemptions: 3, used: 3 }, NOW)).toBe('Used up');
    expect(discountBlocker({ ...code, max_redemptions: 3, used: 2 }, NOW)).toBeNull();
  });

  it('names its products, and counts the ones since removed', () => {
    const names = new Map([['p1', '10 × PT']]);
    expect(describeProducts(null, names)).toBe('Every pack and plan');
    expect(describeProducts(['p1', 'gone'], names)).toBe('10 × PT, 1 removed product');
  });
});
