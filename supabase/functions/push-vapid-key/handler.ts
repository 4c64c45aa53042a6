import type { FunctionDeps } from '../_shared/deps.ts';
import { json, postHandler, type Handler } from '../_shared/http.ts';
import { readVapidConfig } from '../_shared/push/vapid.ts';

/**
 * push-vapid-key: the VAPID public key a browser subscribes with (its applicationServerKey). Public
 * by nature, so any caller of the project gets it; the private key never leaves the functions, and
 * the key is not built into the app, so rotating it needs no new build. 503 while push is not set up.
 */
export function createPushVapidKeyHandler(deps: FunctionDeps): Handler {
  return postHandler(async () => json({ publicKey: readVapidConfig(deps.env).publicKey }));
}
