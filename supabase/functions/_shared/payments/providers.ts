import { PaymentsConfigError, type PaymentsEnv } from './config.ts';
import { createLocalProvider } from './local-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export type ProviderName = PaymentProvider['name'];

/** Every provider by the name orders and memberships record in their `provider` column. */
export const providerFactories: Record<ProviderName, (env: PaymentsEnv) => PaymentProvider> = {
  local: (env) => createLocalProvider(env),
  stripe: (env) => createStripeProvider(env),
};

function isProviderName(name: string): name is ProviderName {
  return Object.hasOwn(providerFactories, name);
}

/** A provider that cannot be built (missing or malformed keys) is a configuration problem: 503 with why. */
function build(name: ProviderName, env: PaymentsEnv): PaymentProvider {
  try {
    return providerFactories[name](env);
  } catch (error) {
    if (error instanceof PaymentsConfigError) throw error;
    throw new PaymentsConfigError(error instanceof Error ? error.message : String(error));
  }
}

/** The provider new checkouts and webhooks use: PAYMENTS_PROVIDER ('local' unless set). */
export function selectedProvider(env: PaymentsEnv): PaymentProvider {
  const name = env('PAYMENTS_PROVIDER') || 'local';
  if (!isProviderName(name)) throw new PaymentsConfigError(`Unknown PAYMENTS_PROVIDER "${name}"`);
  return build(name, env);
}

/** The provider that took an order's payment (refunds, subscriptions); null for 'none' (free orders). */
export function providerNamed(name: string, env: PaymentsEnv): PaymentProvider | null {
  return isProviderName(name) ? build(name, env) : null;
}
