import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import QRCode from 'qrcode';
import { PASSWORD, PUBLISHABLE_KEY } from './accounts';

// Check-in codes as a client's phone derives them (RFC 6238: HMAC-SHA1, 30 s, 6 digits), for the
// desk's end-to-end tests, and the QR code drawn into a video file for Chromium's fake camera.

export interface AccessKey {
  member_number: number;
  secret: string | null;
  studio_code: string;
}

/** Signs the client in through the auth API and provisions (or reads) their key, as their phone does. */
export async function provisionKey(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' };
  const token = await request.post(`${baseURL}/auth/v1/token?grant_type=password`, {
    headers,
    data: { email, password: PASSWORD },
  });
  if (!token.ok()) throw new Error(`sign-in of ${email}: ${token.status()} ${await token.text()}`);
  const { access_token } = (await token.json()) as { access_token: string };
  const key = await request.post(`${baseURL}/rest/v1/rpc/my_access_key`, {
    headers: { ...headers, authorization: `Bearer ${access_token}` },
    data: {},
  });
  if (!key.ok()) throw new Error(`my_access_key of ${email}: ${key.status()} ${await key.text()}`);
  return (await key.json()) as AccessKey;
}

function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8) bytes.push(parseInt(bits.slice(index, index + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit code of `secret` (base32) at `now` (ms). */
export function totp(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** What the client's screen shows now: the QR payload and the PIN. */
export function currentCode(key: AccessKey, now = Date.now()) {
  if (!key.secret) throw new Error('the key is revoked');
  const code = totp(key.secret, now);
  return { qr: `LW1.${key.studio_code}.${key.member_number}.${code}`, pin: `${key.member_number}${code}` };
}

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A one-frame Y4M video (4:2:0) of `text` as a QR code, black on white, which Chromium's fake camera
 * (`--use-file-for-fake-video-capture`) plays in a loop. Only luma carries the picture.
 */
export function writeQrVideo(path: string, text: string | null): void {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    // Within qr-scanner's default scan region (the middle two thirds of the shorter side), quiet zone included.
    const scale = Math.floor(260 / modules.size);
    const left = Math.floor((WIDTH - modules.size * scale) / 2);
    const top = Math.floor((HEIGHT - modules.size * scale) / 2);
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (!modules.get(row, col)) continue;
        for (let y = 0; y < scale; y += 1)
          luma.fill(
            16,
            (top + row * scale + y) * WIDTH + left + col * scale,
            (top + row * scale + y) * WIDTH + left + (col + 1) * scale,
          );
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(path, Buffer.concat([header, frame, frame]));
}
