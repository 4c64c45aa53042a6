import { describe, expect, it } from 'vitest';
import { toLoginPhone, toRegistrationPhone } from '@/features/auth/lib/identifier';
import { anonClient, serviceClient } from './support/clients';

// The browser normalises what people type (lib/identifier.ts); these check that what it sends is
// what the auth server stores (digits only, country code included) and finds again at sign-in.
describe('phone numbers with another country code', () => {
  it('registers a +44 number as typed and signs in with it written another way', async () => {
    const national = `7${String(Date.now()).slice(-9)}`;
    const typedAtRegistration = `+44 ${national.slice(0, 4)} ${national.slice(4)}`;
    const signUp = await anonClient().auth.signUp({
      phone: toRegistrationPhone(typedAtRegistration),
      password: 'Sup3rSecret!',
      options: { data: { first_name: 'Uma', last_name: 'Kay' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.user?.phone).toBe(`44${national}`);

    const signIn = await anonClient().auth.signInWithPassword({
      phone: toLoginPhone(`0044 (${national.slice(0, 4)}) ${national.slice(4)}`),
      password: 'Sup3rSecret!',
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(signUp.data.user?.id);

    // No gender given: the profile keeps none and the app applies the spec's defaults.
    const { data: profile } = await serviceClient()
      .from('users')
      .select('phone, gender')
      .eq('id', signUp.data.user?.id ?? '')
      .single();
    expect(profile).toEqual({ phone: `44${national}`, gender: null });
  });

  it('answers a wrong texted code with a message the form can show', async () => {
    const client = anonClient();
    const phone = toLoginPhone('555 010 0001');
    expect((await client.auth.signInWithOtp({ phone, options: { shouldCreateUser: false } })).error).toBeNull();
    const wrong = await client.auth.verifyOtp({ phone, token: '000000', type: 'sms' });
    expect(wrong.error?.message).toBe('Token has expired or is invalid');
  });
});
