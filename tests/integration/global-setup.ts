import type { TestProject } from 'vitest/node';
import { RELAXED_AUTH_RATE_LIMITS } from '../../supabase/local/auth-limits';
import { createLocalBackend, type LocalBackend } from '../../supabase/local/backend';
import { serveBackend, type RunningServer } from '../../supabase/local/http-server';

let backend: LocalBackend | undefined;
let server: RunningServer | undefined;

/** One seeded, in-memory embedded backend for the whole integration run; never the dev database. */
export async function setup(project: TestProject): Promise<void> {
  const codes: string[] = [];
  const exitCode = process.exitCode;
  // Every test signs in from 127.0.0.1: per-IP limits out of the way (auth-limits.test.ts boots
  // its own backend with the configured ones).
  backend = await createLocalBackend({
    dataDir: 'memory://',
    log: (line) => codes.push(line),
    authRateLimits: RELAXED_AUTH_RATE_LIMITS,
  });
  process.exitCode = exitCode; // see teardown
  server = await serveBackend(backend);
  project.provide('backend', {
    url: server.url,
    publishableKey: backend.keys.publishableKey,
    secretKey: backend.keys.secretKey,
  });
}

export async function teardown(): Promise<void> {
  // PGlite's Emscripten runtime sets process.exitCode to postgres's exit status when it boots (99)
  // and when it shuts down (0); the second would turn a failed run green: keep vitest's verdict.
  const exitCode = process.exitCode;
  await server?.close();
  await backend?.close();
  process.exitCode = exitCode;
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: { url: string; publishableKey: string; secretKey: string };
  }
}
