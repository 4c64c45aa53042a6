/**
 * The browser's side of Web Push (docs/notifications.md): whether this browser can, the service
 * worker that receives pushes, the permission, and the subscription itself. Every refusal becomes
 * a PushSetupError whose message says what the person can do.
 */

export class PushSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushSetupError';
  }
}

export const PUSH_MESSAGES = {
  unsupported:
    'This browser cannot show notifications from Liftwise. On an iPhone or iPad, add Liftwise to your Home Screen (Share, then Add to Home Screen) and open it from there.',
  noWorker: 'Notifications need the installed app, which is not running on this page. Reload the page and try again.',
  blocked: 'Notifications are blocked for Liftwise. Allow them in your browser’s site settings, then try again.',
  dismissed: 'Notifications were not allowed. Turn them on again to be asked once more.',
  subscribeFailed:
    'Your browser’s push service did not answer, so notifications could not be turned on. Check your connection and try again.',
  notSetUp: 'Notifications are not set up on this server yet.',
} as const;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The service worker registration that receives pushes, or none within `timeoutMs` (a dev build). */
export async function pushRegistration(timeoutMs = 4000): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const timeout = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), timeoutMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The browser's key in the shape pushManager.subscribe takes (base64url → bytes). */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** Asks for the permission (only from a tap: browsers ignore it otherwise). */
export async function askPermission(): Promise<void> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError(PUSH_MESSAGES.blocked);
  if (permission !== 'granted') throw new PushSetupError(PUSH_MESSAGES.dismissed);
}

/** This browser's subscription for the server's key (a subscription for an older key is replaced). */
export async function subscribeBrowser(registration: ServiceWorkerRegistration, vapidKey: string) {
  const key = applicationServerKey(vapidKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  if (existing) await existing.unsubscribe();
  try {
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      throw new PushSetupError(PUSH_MESSAGES.blocked);
    }
    console.warn('pushManager.subscribe failed', error);
    throw new PushSetupError(PUSH_MESSAGES.subscribeFailed);
  }
}

/** What Settings lists this device as: "Chrome on Android", "Safari on iPhone"... */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'this device';
  return `${browser} on ${system}`;
}
