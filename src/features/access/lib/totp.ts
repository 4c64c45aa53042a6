/**
 * Time-based one-time codes (RFC 6238 over RFC 4226's HOTP) with Web Crypto's HMAC-SHA1, so the
 * check-in code is made on the device with no signal, as authenticator apps do. The server runs the
 * same construction (docs/access.md): period 30 s, T0 = 0, 6 digits by default.
 */

export interface TotpParameters {
  /** Seconds per step (30). */
  period: number;
  /** Digits of the code (6; RFC 6238's vectors use 8). */
  digits: number;
}

export const DEFAULT_TOTP: TotpParameters = { period: 30, digits: 6 };

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (no padding needed; spaces, dashes and case are ignored) to bytes. */
export function base32ToBytes(text: string): Uint8Array {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error('The access key is not valid base32.');
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** The step a moment falls in: floor(unix seconds / period). */
export function timeStep(nowMs: number, period: number = DEFAULT_TOTP.period): number {
  return Math.floor(nowMs / 1000 / period);
}

/** Seconds until the step after `nowMs` starts (period when exactly on a boundary, never 0). */
export function secondsLeft(nowMs: number, period: number = DEFAULT_TOTP.period): number {
  const periodMs = period * 1000;
  return Math.ceil((periodMs - (nowMs % periodMs)) / 1000);
}

/** When the step after `nowMs` starts (ms since the epoch). */
export function nextChangeAt(nowMs: number, period: number = DEFAULT_TOTP.period): number {
  return (timeStep(nowMs, period) + 1) * period * 1000;
}

function counterBytes(step: number): Uint8Array<ArrayBuffer> {
  // The counter is an 8-byte big-endian integer; steps of this era fit in 53 bits.
  const bytes = new Uint8Array(8);
  let rest = step;
  for (let index = 7; index >= 0; index -= 1) {
    bytes[index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** HOTP (RFC 4226): HMAC-SHA1 of the counter, dynamically truncated to `digits` digits. */
export async function hotp(secret: Uint8Array, step: number, digits: number = DEFAULT_TOTP.digits): Promise<string> {
  const key = await crypto.subtle.importKey('raw', Uint8Array.from(secret), { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counterBytes(step)));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code for the moment `nowMs` (RFC 6238). */
export function totp(secret: Uint8Array, nowMs: number, parameters: TotpParameters = DEFAULT_TOTP): Promise<string> {
  return hotp(secret, timeStep(nowMs, parameters.period), parameters.digits);
}
