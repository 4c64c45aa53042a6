/**
 * The secret (service-role) key a deployed function uses, from the environment Supabase gives it.
 *
 * Projects on the new API keys get `SUPABASE_SECRET_KEYS`, a JSON object of named secret keys
 * (`{"default":"sb_secret_..."}`); the legacy JWT `SUPABASE_SERVICE_ROLE_KEY` is still set while a
 * project keeps its legacy keys and disappears when they are turned off. Prefer the new key, so
 * retiring the legacy keys needs no redeploy, and fall back to the legacy one.
 */
export function pickSecretKey(env: (name: string) => string | undefined): string | undefined {
  const named = parseKeyDictionary(env('SUPABASE_SECRET_KEYS'));
  return named?.default ?? Object.values(named ?? {})[0] ?? nonEmpty(env('SUPABASE_SERVICE_ROLE_KEY'));
}

/**
 * The publishable (anon) key, for clients that act as the caller: `SUPABASE_PUBLISHABLE_KEYS` (a JSON
 * object like the secret keys) on the new API keys, else the legacy `SUPABASE_ANON_KEY`.
 */
export function pickPublishableKey(env: (name: string) => string | undefined): string | undefined {
  const named = parseKeyDictionary(env('SUPABASE_PUBLISHABLE_KEYS'));
  return named?.default ?? Object.values(named ?? {})[0] ?? nonEmpty(env('SUPABASE_ANON_KEY'));
}

function parseKeyDictionary(raw: string | undefined): Record<string, string> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const keys = Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    return keys.length > 0 ? Object.fromEntries(keys) : undefined;
  } catch {
    return undefined;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value ? value : undefined;
}
