import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';

/**
 * The browser's side of Web Push, for tests: a subscription's keys, decrypting an aes128gcm body
 * (RFC 8291 over RFC 8188) and checking the VAPID Authorization (RFC 8292). Written from the RFCs
 * with node:crypto, independently of web-push, so a test that decrypts what the sender built
 * checks the library too; tests/unit/push/push-receiver.test.ts holds it to RFC 8291's example.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const unb64url = (text: string) => Buffer.from(text, 'base64url');

export interface BrowserKeys {
  /** The private key (32 bytes) and its public point (65 bytes), as a browser keeps them. */
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
  /** What PushSubscription.toJSON().keys gives the app. */
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    authSecret,
    p256dh: b64url(publicKey),
    auth: b64url(authSecret),
  };
}

const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);

/** Decrypts a single-record aes128gcm push message body; throws when any check fails. */
export function decryptPushBody(
  body: Buffer,
  keys: Pick<BrowserKeys, 'privateKey' | 'publicKey' | 'authSecret'>,
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid must be the sender's 65-byte public key, got ${idLength} bytes`);
  if (record.length > recordSize) throw new Error('more than one record');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info'), Buffer.from([0]), keys.publicKey, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, keys.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: k is the expected key, the JWT is ES256
 * and its signature verifies with k. Answers the claims for the caller to check.
 */
export function readVapidAuthorization(header: string | null, expectedPublicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization: ${header}`);
  const [, token = '', key = ''] = match;
  if (key !== expectedPublicKey) throw new Error('k is not the server key');
  const [head = '', claims = '', signature = ''] = token.split('.');
  const header_ = JSON.parse(unb64url(head).toString('utf8')) as { alg?: string; typ?: string };
  if (header_.alg !== 'ES256') throw new Error(`alg ${header_.alg}`);
  const point = unb64url(key);
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    unb64url(signature),
  );
  if (!valid) throw new Error('the JWT signature does not verify with k');
  return JSON.parse(unb64url(claims).toString('utf8')) as VapidClaims;
}
