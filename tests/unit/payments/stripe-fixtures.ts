import { readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';

/** The Stripe settings the tests give the provider (test-mode shapes; no real account behind them). */
export const STRIPE_ENV: Record<string, string> = {
  STRIPE_SECRET_KEY: 'sk_test_51LiftwiseUnitTestKeyNotReal',
  STRIPE_WEBHOOK_SECRET: 'whsec_liftwise_unit_test_signing_secret',
};
export const stripeEnv = (name: string): string | undefined => STRIPE_ENV[name];

export const PACK_ORDER = 'f3a9c1d2-5b7e-4c8a-9d10-2e3f4a5b6c7d';
export const MEMBERSHIP_ORDER = '8c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e5f';
export const SUBSCRIPTION = 'sub_1SQ8nB2eZvKYlo2CqW3rT5uY';
export const CUSTOMER = 'cus_TQ8mZ4kLr2XyVb';
export const PAYMENT_INTENT = 'pi_3SQ8kE2eZvKYlo2C1aB2cD3e';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/stripe');

/** A fixture of tests/fixtures/stripe, as the raw body Stripe would send. */
export function fixtureBody(name: string): string {
  return readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8');
}

export function fixtureJson(name: string): Record<string, unknown> {
  return JSON.parse(fixtureBody(name)) as Record<string, unknown>;
}

/** The headers of a delivery of `body`, signed by the stripe package's own test helper. */
export function signedHeaders(
  body: string,
  { secret = STRIPE_ENV.STRIPE_WEBHOOK_SECRET!, timestamp }: { secret?: string; timestamp?: number } = {},
): Headers {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  return new Headers({ 'content-type': 'application/json', 'stripe-signature': signature });
}
