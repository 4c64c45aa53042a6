/**
 * Stands in for auth-js's WebAuthn module (passkeys and WebAuthn MFA) in the browser bundle
 * (scripts/vite/unused-auth-apis.ts). Liftwise signs in with a password or a texted code and
 * offers neither passkeys nor WebAuthn factors; supabase-js still builds the module's client
 * eagerly. ~7 KiB gzip less on every page. The browser is reported as not supporting WebAuthn, so
 * auth-js takes its no-WebAuthn paths; anything that reaches a WebAuthn ceremony fails loudly.
 */
const unavailable = (): never => {
  throw new Error('Passkeys and WebAuthn factors are not part of Liftwise');
};

export const createCredential = unavailable;
export const getCredential = unavailable;
export const deserializeCredentialCreationOptions = unavailable;
export const deserializeCredentialRequestOptions = unavailable;
export const serializeCredentialCreationResponse = unavailable;
export const serializeCredentialRequestResponse = unavailable;
export const browserSupportsWebAuthn = (): boolean => false;
export const webAuthnAbortService = {
  createNewAbortSignal: unavailable,
  cancelCeremony: (): void => undefined,
};

export class WebAuthnApi {
  enroll = unavailable;
  challenge = unavailable;
  verify = unavailable;
  authenticate = unavailable;
  register = unavailable;
}
