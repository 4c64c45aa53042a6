import { describe, expect, it } from 'vitest';
import { CREDIT_REASONS } from '../api/client-money-rows';
import { creditReasonLabel, formatDelta } from './credit-reason-labels';

describe('a ledger reason in words', () => {
  it('says every reason', () => {
    for (const reason of CREDIT_REASONS) expect(creditReasonLabel(reason, -1)).toMatch(/^[A-Z][a-z]/);
  });

  it('tells a forfeited credit from a returned one', () => {
    expect(creditReasonLabel('late_cancel', 0)).toBe('Late cancel: credit forfeited');
    expect(creditReasonLabel('no_show', 0)).toBe('No-show: credit forfeited');
    expect(creditReasonLabel('late_cancel', 1)).toBe('Late cancel: credit returned');
    expect(creditReasonLabel('forgive', 1)).toBe('Forgiven by staff');
  });

  it('says which way staff adjusted', () => {
    expect(creditReasonLabel('adjustment', 3)).toBe('Added by staff');
    expect(creditReasonLabel('adjustment', -2)).toBe('Removed by staff');
  });

  it('signs the change', () => {
    expect([formatDelta(2), formatDelta(-1), formatDelta(0)]).toEqual(['+2', '−1', '0']);
  });
});
