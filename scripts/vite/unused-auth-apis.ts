import path from 'node:path';
import type { Plugin } from 'vite';

const AUTH_JS = /[\\/]@supabase[\\/]auth-js[\\/]/;

/**
 * supabase-js's auth client builds its WebAuthn client (passkeys and WebAuthn MFA, which Liftwise
 * does not offer) eagerly and carries its code on every page. In the production build that module
 * is replaced, for imports made from inside auth-js only, by the stand-in in `src/lib/stubs/`
 * (docs/performance.md, "Where the bytes went"). The dev server and the unit and integration tests
 * use the real module; the end-to-end tests run the production build, so they run the stand-in.
 * (The admin API looks just as unused, but sign-out revokes the session through it.)
 */
export function unusedAuthApis(root: string): Plugin {
  const stubs: Record<string, string> = {
    './lib/webauthn': path.resolve(root, 'src/lib/stubs/auth-webauthn.ts'),
  };
  return {
    name: 'liftwise-unused-auth-apis',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !AUTH_JS.test(importer)) return null;
      return stubs[source] ?? null;
    },
  };
}
