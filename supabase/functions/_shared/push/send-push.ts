// 'web-push' maps to npm:web-push in the function's deno.json; in Node it is the package itself.
import webpush from 'web-push';
import type { VapidConfig } from './vapid.ts';

/** A browser's push subscription as stored in public.push_subscriptions. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker receives (public/sw-push.js shows it): plain text, rendered as text. */
export interface PushPayload {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  tag: string;
}

/** How long a push service keeps a message for an offline device: half a day, then it is stale. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;

/**
 * The HTTP request that delivers one notification: the payload encrypted for the subscription
 * (RFC 8291, aes128gcm) and signed for the push service with the VAPID key (RFC 8292), both by
 * web-push. Sent by the caller's fetch, so the embedded backend and tests choose how it travels.
 */
export function buildPushRequest(target: PushTarget, payload: PushPayload, vapid: VapidConfig): Request {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    { TTL: PUSH_TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm', vapidDetails: vapid },
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length from the body itself and refuses a hand-written one in some runtimes.
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  return new Request(details.endpoint, {
    method: 'POST',
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
  });
}

/**
 * What a push service's answer means for the delivery (RFC 8030 §5-8):
 * - `sent`: accepted (201, or any 2xx);
 * - `gone`: 404 or 410, the subscription expired or was withdrawn: drop it;
 * - `retry`: 408, 429 or 5xx, try again later;
 * - `rejected`: any other 4xx (a payload too large, a VAPID key that does not match the
 *   subscription's): the same request will never succeed, so the delivery fails at once.
 */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'rejected';

export function classifyPushResponse(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}
