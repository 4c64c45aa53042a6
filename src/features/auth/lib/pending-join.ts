import { z } from 'zod';

/**
 * An invitation or code from registration that could not be used yet because sign-up opened no
 * session (a hosted project with email confirmation on). Kept on the device and used at the next
 * sign-in, so confirming the email and signing in is all the person has to do.
 */
const KEY = 'pendingJoin';
const pendingSchema = z.union([
  z.object({ token: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({ code: z.string().min(1).max(20) }),
]);
export type PendingJoin = z.infer<typeof pendingSchema>;

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
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
