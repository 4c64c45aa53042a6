import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/**
 * The publishable key of the embedded backend. It is public by design (it identifies the
 * project, grants only the anon role, and ships in the browser bundle), so a fixed value is fine.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_liftwise_local_development';

/** A VAPID key pair (base64url), as web-push makes it: the functions' VAPID_* secrets locally. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface BackendSecrets {
  /** Service-role key: bypasses RLS. Never leaves the server process or supabase/.temp. */
  secretKey: string;
  jwtSecret: string;
  /**
   * The embedded backend's VAPID pair for Web Push, made at first boot and kept with the other keys,
   * so browsers that subscribed stay subscribed across restarts (a new key would orphan them).
   */
  vapid?: VapidKeys;
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

export function generateSecrets(): BackendSecrets {
  return {
    secretKey: `sb_secret_${randomBytes(24).toString('base64url')}`,
    jwtSecret: randomBytes(48).toString('base64url'),
    vapid: generateVapidKeys(),
  };
}

/**
 * Secrets for a persistent database live next to it, so sessions survive a restart and local
 * scripts (the exercise importer) can reach the running dev server. The folder is git-ignored.
 */
export function loadOrCreateSecrets(stateDir: string): BackendSecrets {
  const file = path.join(stateDir, 'local-secrets.json');
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isSecrets(parsed)) {
      if (isVapidKeys(parsed.vapid)) return parsed;
      // Kept from before Web Push: the same keys, with a VAPID pair added once.
      return writeSecrets(file, stateDir, { ...parsed, vapid: generateVapidKeys() });
    }
  }
  return writeSecrets(file, stateDir, generateSecrets());
}

function writeSecrets(file: string, stateDir: string, secrets: BackendSecrets): BackendSecrets {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

function isVapidKeys(value: unknown): value is VapidKeys {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.publicKey === 'string' && typeof record.privateKey === 'string';
}

function isSecrets(value: unknown): value is BackendSecrets {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.secretKey === 'string' && typeof record.jwtSecret === 'string';
}
