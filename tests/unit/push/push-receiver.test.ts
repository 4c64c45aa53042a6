import { describe, expect, it } from 'vitest';
import { decryptPushBody } from '../../support/push-receiver';

// RFC 8291, Appendix A: the worked example of an encrypted push message.
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_' +
    'yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const bytes = (text: string) => Buffer.from(text, 'base64url');
const keys = {
  privateKey: bytes(RFC8291.uaPrivate),
  publicKey: bytes(RFC8291.uaPublic),
  authSecret: bytes(RFC8291.authSecret),
};

describe('the test push receiver (the browser side of RFC 8291)', () => {
  it("decrypts RFC 8291's example message", () => {
    expect(decryptPushBody(bytes(RFC8291.body), keys)).toBe(RFC8291.plaintext);
  });

  it('refuses a body changed by one bit (the GCM tag fails)', () => {
    const tampered = bytes(RFC8291.body);
    tampered[tampered.length - 20] = (tampered[tampered.length - 20] ?? 0) ^ 1;
    expect(() => decryptPushBody(tampered, keys)).toThrow();
  });

  it('refuses the example with another auth secret', () => {
    expect(() => decryptPushBody(bytes(RFC8291.body), { ...keys, authSecret: Buffer.alloc(16, 7) })).toThrow();
  });
});
