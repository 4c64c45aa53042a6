import { describe, expect, it } from 'vitest';
import { addInterval } from '../../../supabase/local/payments/billing-period.ts';
import { escapeHtml, renderCheckoutForm } from '../../../supabase/local/payments/checkout-html.ts';

describe('addInterval', () => {
  it('adds a week, a calendar month (clamped to the month end) and a year', () => {
    const at = (iso: string) => new Date(iso);
    expect(addInterval(at('2026-11-27T10:00:00Z'), 'week').toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(addInterval(at('2026-11-27T10:00:00Z'), 'month').toISOString()).toBe('2026-12-27T10:00:00.000Z');
    expect(addInterval(at('2027-01-31T10:00:00Z'), 'month').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addInterval(at('2028-01-31T10:00:00Z'), 'month').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addInterval(at('2026-12-15T00:00:00Z'), 'month').toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(addInterval(at('2028-02-29T08:00:00Z'), 'year').toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });
});

describe('the local checkout page', () => {
  it('escapes the description and the form action', () => {
    const html = renderCheckoutForm({
      description: '<script>alert(1)</script> & "pack"',
      amountMinor: 4500,
      currency: 'gbp',
      interval: null,
      action: '/local-pay/checkout/x?success="><script>',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(escapeHtml('<script>alert(1)</script> & "pack"'));
    expect(html).toContain('£45.00');
  });

  it('shows a membership price per interval', () => {
    const html = renderCheckoutForm({
      description: 'Unlimited',
      amountMinor: 9900,
      currency: 'GBP',
      interval: 'month',
      action: '/x',
    });
    expect(html).toContain('£99.00 per month');
  });
});
