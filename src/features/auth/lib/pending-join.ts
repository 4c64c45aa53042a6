/**
 * An invitation or code from registration that could not be used yet because sign-up opened no
 * session (a hosted project with email confirmation on). Kept on the device and used at the next
 * sign-in, so confirming the email and signing in is all the person has to do.
 */
const KEY = 'pendingJoin';
export type PendingJoin = { token: string } | { code: string };

/** What was stored, if it is still one of the two shapes (the login page carries no zod). */
function asPendingJoin(value: unknown): PendingJoin | null {
  if (typeof value !== 'object' || value === null) return null;
  if ('token' in value && typeof value.token === 'string' && /^[0-9a-f]{64}$/.test(value.token)) {
    return { token: value.token };
  }
  if ('code' in value && typeof value.code === 'string' && value.code.length >= 1 && value.code.length <= 20) {
    return { code: value.code };
  }
  return null;
}

export function savePendingJoin(pending: PendingJoin): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the person can open the link again after signing in.
  }
}

/** The pending invitation or code, removed from the device (it is tried once). */
export function takePendingJoin(): PendingJoin | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw === null) return null;
    localStorage.removeItem(KEY);
    return asPendingJoin(JSON.parse(raw));
  } catch {
    return null;
  }
}
