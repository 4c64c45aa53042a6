import { describe, expect, it } from 'vitest';
import { pickPublishableKey, pickSecretKey } from '../../../supabase/functions/_shared/secret-key.ts';

const envOf = (values: Record<string, string>) => (name: string) => values[name];

describe('the secret key a deployed function uses', () => {
  it('prefers the default key of SUPABASE_SECRET_KEYS over the legacy service-role key', () => {
    const env = envOf({
      SUPABASE_SECRET_KEYS: '{"other":"sb_secret_b","default":"sb_secret_a"}',
      SUPABASE_SERVICE_ROLE_KEY: 'eyJlegacy',
    });
    expect(pickSecretKey(env)).toBe('sb_secret_a');
  });

  it('takes the only named key when none is called default', () => {
    expect(pickSecretKey(envOf({ SUPABASE_SECRET_KEYS: '{"functions":"sb_secret_f"}' }))).toBe('sb_secret_f');
  });

  it('falls back to the legacy key when the new keys are missing, empty or malformed', () => {
    expect(pickSecretKey(envOf({ SUPABASE_SERVICE_ROLE_KEY: 'eyJlegacy' }))).toBe('eyJlegacy');
    expect(pickSecretKey(envOf({ SUPABASE_SECRET_KEYS: '{}', SUPABASE_SERVICE_ROLE_KEY: 'eyJlegacy' }))).toBe(
      'eyJlegacy',
    );
    expect(pickSecretKey(envOf({ SUPABASE_SECRET_KEYS: 'not json', SUPABASE_SERVICE_ROLE_KEY: 'eyJlegacy' }))).toBe(
      'eyJlegacy',
    );
  });

  it('has no key when neither is set', () => {
    expect(pickSecretKey(envOf({}))).toBeUndefined();
  });
});

describe('pickPublishableKey', () => {
  it('prefers the new publishable keys and falls back to the legacy anon key', () => {
    expect(pickPublishableKey(envOf({ SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_d"}' }))).toBe(
      'sb_publishable_d',
    );
    expect(pickPublishableKey(envOf({ SUPABASE_PUBLISHABLE_KEYS: 'nope', SUPABASE_ANON_KEY: 'eyJanon' }))).toBe(
      'eyJanon',
    );
    expect(pickPublishableKey(envOf({}))).toBeUndefined();
  });
});
