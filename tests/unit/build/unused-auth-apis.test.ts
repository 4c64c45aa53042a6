import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unusedAuthApis } from '../../../scripts/vite/unused-auth-apis';
import * as webauthnStub from '@/lib/stubs/auth-webauthn';

const root = path.resolve(import.meta.dirname, '../../..');
const authJs = path.join(root, 'node_modules/@supabase/auth-js/dist/module');

function resolve(source: string, importer: string | undefined) {
  const hook = unusedAuthApis(root).resolveId as (source: string, importer: string | undefined) => string | null;
  return hook(source, importer);
}

describe('the auth-js WebAuthn module, which the browser never uses', () => {
  it('is replaced only for imports made inside auth-js', () => {
    expect(resolve('./lib/webauthn', path.join(authJs, 'GoTrueClient.js'))).toBe(
      path.join(root, 'src/lib/stubs/auth-webauthn.ts'),
    );
    expect(resolve('./lib/webauthn', path.join(root, 'src/features/auth/api/sign-in.ts'))).toBeNull();
    expect(resolve('./lib/fetch', path.join(authJs, 'GoTrueClient.js'))).toBeNull();
    // Sign-out revokes the session through the admin API: it stays.
    expect(resolve('./GoTrueAdminApi', path.join(authJs, 'GoTrueClient.js'))).toBeNull();
  });

  it('stands in for every name the auth client imports (an auth-js upgrade that adds one fails here)', () => {
    const client = readFileSync(path.join(authJs, 'GoTrueClient.js'), 'utf8');
    const imported = /import \{([^}]*)\} from '\.\/lib\/webauthn'/.exec(client)?.[1];
    expect(imported).toBeDefined();
    const names = (imported ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(names.length).toBeGreaterThan(5);
    expect(Object.keys(webauthnStub).sort()).toEqual(expect.arrayContaining(names));
  });

  it('says the browser has no WebAuthn and refuses a ceremony loudly', () => {
    expect(webauthnStub.browserSupportsWebAuthn()).toBe(false);
    expect(() => webauthnStub.createCredential()).toThrow('Passkeys and WebAuthn factors are not part of Liftwise');
    expect(() => new webauthnStub.WebAuthnApi().authenticate()).toThrow(/not part of Liftwise/);
  });
});
