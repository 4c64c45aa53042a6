import { describe, expect, it } from 'vitest';
import { groupedPin, pinDigits, qrPayload } from './check-in-code';

describe('the check-in code as shown and scanned', () => {
  it('builds the QR payload and the PIN of the contract', () => {
    expect(qrPayload('K7QX2M', 1004, '381920')).toBe('LW1.K7QX2M.1004.381920');
    expect(pinDigits(1004, '381920')).toBe('1004381920');
    expect(groupedPin(1004, '381920')).toBe('1004 381 920');
    expect(groupedPin(1234567, '000123')).toBe('1234567 000 123');
  });
});
