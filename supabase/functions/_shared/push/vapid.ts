import { HttpError } from '../http.ts';

/** The VAPID key pair and contact the push functions sign with (RFC 8292). Function secrets only. */
export interface VapidConfig {
  /** The uncompressed P-256 public key, base64url (65 bytes): the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). Never leaves the functions. */
  privateKey: string;
  /** `mailto:` or `https:` contact a push service may use (the JWT's `sub`). */
  subject: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function base64UrlBytes(value: string): number {
  return BASE64URL.test(value) ? Math.floor((value.length * 3) / 4) : -1;
}

/**
 * Reads VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT. Unset, push is off (503, said in
 * words); set wrongly, a 500 with the reason in the function's log rather than a push service's
 * 403 per message.
 */
export function readVapidConfig(env: ((name: string) => string | undefined) | undefined): VapidConfig {
  const publicKey = env?.('VAPID_PUBLIC_KEY')?.trim() ?? '';
  const privateKey = env?.('VAPID_PRIVATE_KEY')?.trim() ?? '';
  const subject = env?.('VAPID_SUBJECT')?.trim() ?? '';
  if (!publicKey || !privateKey || !subject) {
    throw new HttpError(503, 'Push notifications are not set up on this server.');
  }
  if (base64UrlBytes(publicKey) !== 65 || base64UrlBytes(privateKey) !== 32) {
    throw new Error('VAPID_PUBLIC_KEY must be 65 bytes and VAPID_PRIVATE_KEY 32 bytes, both base64url');
  }
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must start with mailto: or https://');
  return { publicKey, privateKey, subject };
}
