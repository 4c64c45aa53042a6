// The local provider's webhook signature, shaped like Stripe's: a header
// `Liftwise-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Web Crypto only, so
// the same code signs in the local layer (Node) and verifies in the edge function (Deno or Node).

export const LOCAL_SIGNATURE_HEADER = 'liftwise-signature';
/** A signature older (or further ahead) than this is refused: a captured event cannot be replayed later. */
export const LOCAL_SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

function importKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  const bytes = new Uint8Array(new ArrayBuffer(32));
  for (let i = 0; i < 32; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** HMAC-SHA256 of `message` as lower-case hex. */
export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await importKey(secret, 'sign');
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** True when `signatureHex` is the HMAC of `message`; the comparison is Web Crypto's (constant time). */
export async function hmacMatches(secret: string, message: string, signatureHex: string): Promise<boolean> {
  const signature = fromHex(signatureHex);
  if (!signature) return false;
  const key = await importKey(secret, 'verify');
  return crypto.subtle.verify('HMAC', key, signature, encoder.encode(message));
}

/** The header value for `rawBody` signed at `timestampSeconds`. */
export async function signLocalPayload(secret: string, rawBody: string, timestampSeconds: number): Promise<string> {
  return `t=${timestampSeconds},v1=${await hmacHex(secret, `${timestampSeconds}.${rawBody}`)}`;
}

export type SignatureVerdict = 'ok' | 'missing' | 'malformed' | 'expired' | 'mismatch';

/**
 * Checks a `t=…,v1=…` header against the raw body. Any v1 entry may match (as Stripe allows while a
 * secret rotates); the timestamp must be within the tolerance of `nowSeconds`, either way.
 */
export async function verifyLocalSignature(
  secret: string,
  rawBody: string,
  header: string | null,
  nowSeconds: number,
): Promise<SignatureVerdict> {
  if (!header) return 'missing';
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1') signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return 'malformed';
  if (Math.abs(nowSeconds - timestamp) > LOCAL_SIGNATURE_TOLERANCE_SECONDS) return 'expired';
  for (const signature of signatures.slice(0, 8)) {
    if (await hmacMatches(secret, `${timestamp}.${rawBody}`, signature)) return 'ok';
  }
  return 'mismatch';
}
