// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  checkoutReturnUrls,
  PaymentsConfigError,
} from '../../../supabase/functions/_shared/payments/config.ts';
import { createLocalProvider } from '../../../supabase/functions/_shared/payments/local-provider.ts';
import {
  LOCAL_SIGNATURE_HEADER,
  signLocalPayload,
  verifyLocalSignature,
} from '../../../supabase/functions/_shared/payments/local-signature.ts';
import { WebhookSignatureError } from '../../../supabase/functions/_shared/payments/provider.ts';
import { providerNamed, selectedProvider } from '../../../supabase/functions/_shared/payments/providers.ts';

const SECRET = 'whsec_local_test_secret';
const NOW = 1_800_000_000;
const body = JSON.stringify({ id: 'evt_1', type: 'order.failed', data: { order_id: 'o1' } });

describe('the local webhook signature', () => {
  it('verifies a body signed with the secret', async () => {
    const header = await signLocalPayload(SECRET, body, NOW);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(await verifyLocalSignature(SECRET, body, header, NOW + 10)).toBe('ok');
  });

  it('refuses a tampered body, a tampered signature, another secret and no header', async () => {
    const header = await signLocalPayload(SECRET, body, NOW);
    expect(await verifyLocalSignature(SECRET, body.replace('o1', 'o2'), header, NOW)).toBe('mismatch');
    const flipped = header.replace(/v1=(.)/, (_, c: string) => `v1=${c === 'a' ? 'b' : 'a'}`);
    expect(await verifyLocalSignature(SECRET, body, flipped, NOW)).toBe('mismatch');
    expect(await verifyLocalSignature('another', body, header, NOW)).toBe('mismatch');
    expect(await verifyLocalSignature(SECRET, body, null, NOW)).toBe('missing');
    expect(await verifyLocalSignature(SECRET, body, 'v1=abc', NOW)).toBe('malformed');
    expect(await verifyLocalSignature(SECRET, body, `t=${NOW},v1=zz`, NOW)).toBe('mismatch');
  });

  it('refuses a timestamp moved to match a replay (the timestamp is signed too)', async () => {
    const header = await signLocalPayload(SECRET, body, NOW - 3600);
    const moved = header.replace(`t=${NOW - 3600}`, `t=${NOW}`);
    expect(await verifyLocalSignature(SECRET, body, moved, NOW)).toBe('mismatch');
  });

  it('refuses a signature older or further ahead than five minutes', async () => {
    const old = await signLocalPayload(SECRET, body, NOW - 301);
    expect(await verifyLocalSignature(SECRET, body, old, NOW)).toBe('expired');
    const ahead = await signLocalPayload(SECRET, body, NOW + 301);
    expect(await verifyLocalSignature(SECRET, body, ahead, NOW)).toBe('expired');
    const edge = await signLocalPayload(SECRET, body, NOW - 300);
    expect(await verifyLocalSignature(SECRET, body, edge, NOW)).toBe('ok');
  });
});

describe('the local provider', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];
  const configured = env({ LOCAL_PAYMENTS_WEBHOOK_SECRET: SECRET, LOCAL_PAYMENTS_URL: 'http://localhost:5173' });

  it('parses a signed event and throws WebhookSignatureError for a bad one', async () => {
    const provider = createLocalProvider(configured, { nowSeconds: () => NOW });
    const headers = new Headers({ [LOCAL_SIGNATURE_HEADER]: await signLocalPayload(SECRET, body, NOW) });
    expect(await provider.parseWebhook(body, headers)).toEqual([JSON.parse(body)]);
    await expect(provider.parseWebhook(`${body} `, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(body, new Headers())).rejects.toThrow('Missing signature');
    const stale = new Headers({ [LOCAL_SIGNATURE_HEADER]: await signLocalPayload(SECRET, body, NOW - 600) });
    await expect(provider.parseWebhook(body, stale)).rejects.toThrow(/tolerance/);
  });

  it('refuses a signed body that is not an event of a known type', async () => {
    const provider = createLocalProvider(configured, { nowSeconds: () => NOW });
    const odd = JSON.stringify({ id: 'evt_2', type: 'order.stolen', data: {} });
    const headers = new Headers({ [LOCAL_SIGNATURE_HEADER]: await signLocalPayload(SECRET, odd, NOW) });
    await expect(provider.parseWebhook(odd, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses every webhook when no secret is configured', async () => {
    const provider = createLocalProvider(env({}));
    const headers = new Headers({ [LOCAL_SIGNATURE_HEADER]: await signLocalPayload('any', body, NOW) });
    await expect(provider.parseWebhook(body, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('points the checkout at the local page, refunds with re_local_ ids, has no portal', async () => {
    const provider = createLocalProvider(configured);
    const session = await provider.createCheckout({
      order: {
        id: 'o1',
        kind: 'pack',
        description: 'Pack',
        amountMinor: 100,
        currency: 'GBP',
        clientId: 'c1',
        interval: null,
      },
      customer: { email: null, providerCustomerId: null },
      successUrl: 'http://localhost:5173/x?order=o1',
      cancelUrl: 'http://localhost:5173/x?order=o1&checkout=cancelled',
    });
    expect(session.checkoutId).toMatch(/^cs_local_[0-9a-f-]{36}$/);
    expect(session.url.startsWith(`http://localhost:5173/local-pay/checkout/${session.checkoutId}?`)).toBe(true);
    expect(new URL(session.url).searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect((await provider.refund({ paymentId: 'pi', amountMinor: 1, idempotencyKey: 'r' })).refundId).toMatch(
      /^re_local_[0-9a-f-]{36}$/,
    );
    expect(await provider.portalUrl({ providerCustomerId: 'cus', returnUrl: 'http://x' })).toBeNull();
  });

  it('is the default provider; a provider that cannot be built is a configuration error', () => {
    expect(selectedProvider(env({})).name).toBe('local');
    // Whatever stops a provider from being built is a configuration error (the functions answer 503).
    expect(() => selectedProvider(env({ PAYMENTS_PROVIDER: 'stripe' }))).toThrow(PaymentsConfigError);
    expect(() => selectedProvider(env({ PAYMENTS_PROVIDER: 'stripe' }))).toThrow(/Stripe/);
    expect(() => selectedProvider(env({ PAYMENTS_PROVIDER: 'paypal' }))).toThrow(/Unknown PAYMENTS_PROVIDER/);
    expect(providerNamed('none', env({}))).toBeNull();
    expect(providerNamed('constructor', env({}))).toBeNull();
  });
});

describe('return URLs', () => {
  const origin = 'https://app.example.com';
  it('keep the app origin whatever the path says', () => {
    expect(appUrl(origin, '/settings/membership', { order: 'o1' })).toBe(
      'https://app.example.com/settings/membership?order=o1',
    );
    for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/@evil.example', '']) {
      expect(new URL(appUrl(origin, hostile, {})).origin).toBe(origin);
    }
    expect(checkoutReturnUrls(origin, '/book?service=1', 'o9')).toEqual({
      successUrl: 'https://app.example.com/book?service=1&order=o9',
      cancelUrl: 'https://app.example.com/book?service=1&order=o9&checkout=cancelled',
    });
  });
});
