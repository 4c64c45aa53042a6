import { describe, expect, it } from 'vitest';
import { base32ToBytes, hotp, nextChangeAt, secondsLeft, timeStep, totp } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII of "12345678901234567890"; 8-digit codes.
const SEED = new TextEncoder().encode('12345678901234567890');
const VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp (RFC 6238, HMAC-SHA1)', () => {
  it.each(VECTORS)('at %i s gives the published 8-digit code %s', async (seconds, code) => {
    expect(await totp(SEED, seconds * 1000, { period: 30, digits: 8 })).toBe(code);
  });

  it('gives the last 6 of those digits with 6 digits (the studio code)', async () => {
    for (const [seconds, code] of VECTORS) {
      expect(await totp(SEED, seconds * 1000)).toBe(code.slice(-6));
    }
  });

  it('matches RFC 4226 appendix D for HOTP counters 0 and 9', async () => {
    expect(await hotp(SEED, 0)).toBe('755224');
    expect(await hotp(SEED, 9)).toBe('520489');
  });

  it('reads the key as RFC 4648 base32 (how it leaves the database)', () => {
    // "12345678901234567890" in base32, no padding, any case.
    expect([...base32ToBytes('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')]).toEqual([...SEED]);
    expect([...base32ToBytes('gezd gnbv-gy3tqojqgezdgnbvgy3tqojq')]).toEqual([...SEED]);
    expect(() => base32ToBytes('GEZ1')).toThrow('not valid base32');
  });
});

describe('the 30-second window', () => {
  it('puts a moment in its step and changes exactly on the boundary', () => {
    expect(timeStep(59_000)).toBe(1);
    expect(timeStep(59_999)).toBe(1);
    expect(timeStep(60_000)).toBe(2);
  });

  it('counts down the seconds to the next code, never to 0', () => {
    expect(secondsLeft(60_000)).toBe(30);
    expect(secondsLeft(60_001)).toBe(30);
    expect(secondsLeft(61_000)).toBe(29);
    expect(secondsLeft(89_001)).toBe(1);
    expect(nextChangeAt(61_000)).toBe(90_000);
    expect(nextChangeAt(60_000)).toBe(90_000);
  });

  it('gives a different code in the next step and the same one within a step', async () => {
    // 1111111110 s is a step boundary (37037037 × 30).
    const first = await totp(SEED, 1_111_111_080_000);
    expect(await totp(SEED, 1_111_111_109_999)).toBe(first);
    expect(await totp(SEED, 1_111_111_110_000)).not.toBe(first);
  });
});
