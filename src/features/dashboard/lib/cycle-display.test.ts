import { describe, expect, it } from 'vitest';
import { FUTURE_PERIOD_MESSAGE, INVALID_DATE_MESSAGE, validatePeriodStart } from './cycle-display';

describe('validatePeriodStart', () => {
  it('accepts today and past dates', () => {
    expect(validatePeriodStart('2026-03-11', '2026-03-11')).toBeNull();
    expect(validatePeriodStart('2026-02-20', '2026-03-11')).toBeNull();
  });

  it('refuses future and malformed dates', () => {
    expect(validatePeriodStart('2026-03-12', '2026-03-11')).toBe(FUTURE_PERIOD_MESSAGE);
    expect(validatePeriodStart('', '2026-03-11')).toBe(INVALID_DATE_MESSAGE);
    expect(validatePeriodStart('2026-13-45', '2026-03-11')).toBe(INVALID_DATE_MESSAGE);
  });
});
