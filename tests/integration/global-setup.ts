import type { TestProject } from 'vitest/node';
import { RELAXED_AUTH_RATE_LIMITS } from '../../supabase/local/auth/limits';
import { createLocalBackend, type LocalBackend } from '../../supabase/local/backend';
import { serveBackend, type RunningServer } from '../../supabase/local/http-server';

let backend: LocalBackend | undefined;
let server: RunningServer | undefined;

/** One seeded, in-memory embedded backend for the whole integration run; never the dev database. */
export async function setup(project: TestProject): Promise<void> {
  const codes: string[] = [];
  // Every test signs in from 127.0.0.1: per-IP limits out of the way (auth-limits.test.ts boots
  // its own backend with the configured ones).
  backend = await createLocalBackend({
    dataDir: 'memory://',
    log: (line) => codes.push(line),
    authRateLimits: RELAXED_AUTH_RATE_LIMITS,
  });
  server = await serveBackend(backend);
  project.provide('backend', {
    url: server.url,
    publishableKey: backend.keys.publishableKey,
    secretKey: backend.keys.secretKey,
  });
}

export async function teardown(): Promise<void> {
  await server?.close();
  await backend?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: { url: string; publishableKey: string; secretKey: string };
  }
}
