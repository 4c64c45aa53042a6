// Deno entry points only (excluded from the Node typecheck): reads the function environment that
// Supabase provides to every deployed function.
import type { FunctionDeps } from './deps.ts';
import { pickPublishableKey, pickSecretKey } from './secret-key.ts';

declare const Deno: { env: { get(name: string): string | undefined } };

export function denoDeps(): FunctionDeps {
  const supabaseUrl = Deno.env.get('SUPABASE_URL');
  const secretKey = pickSecretKey((name) => Deno.env.get(name));
  if (!supabaseUrl || !secretKey) {
    throw new Error('SUPABASE_URL and SUPABASE_SECRET_KEYS (or the legacy SUPABASE_SERVICE_ROLE_KEY) must be set');
  }
  return {
    supabaseUrl,
    secretKey,
    publishableKey: pickPublishableKey((name) => Deno.env.get(name)),
    env: (name) => Deno.env.get(name),
  };
}
