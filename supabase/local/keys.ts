import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The publishable key of the embedded backend. It is public by design (it identifies the
 * project, grants only the anon role, and ships in the browser bundle), so a fixed value is fine.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_liftwise_local_development';

export interface BackendSecrets {
  /** Service-role key: bypasses RLS. Never leaves the server process or supabase/.temp. */
  secretKey: string;
  jwtSecret: string;
}

export function generateSecrets(): BackendSecrets {
  return {
    secretKey: `sb_secret_${randomBytes(24).toString('base64url')}`,
    jwtSecret: randomBytes(48).toString('base64url'),
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
    if (isSecrets(parsed)) return parsed;
  }
  const secrets = generateSecrets();
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

function isSecrets(value: unknown): value is BackendSecrets {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.secretKey === 'string' && typeof record.jwtSecret === 'string';
}
