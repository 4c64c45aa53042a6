import { z } from 'zod';
import { resolveCaller } from '../_shared/caller.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, type Handler } from '../_shared/http.ts';
import { APP_PATH, appOrigin, appUrl } from '../_shared/payments/config.ts';
import { providerCustomerId } from '../_shared/payments/db.ts';
import { paymentsEnv, paymentsHandler, readBody } from '../_shared/payments/function-kit.ts';
import { selectedProvider } from '../_shared/payments/providers.ts';

const requestSchema = z.strictObject({
  returnPath: z
    .string()
    .max(300, 'returnPath is too long')
    .regex(APP_PATH, 'returnPath must be a path of the app, starting with a single /')
    .nullish(),
});

/**
 * payments-portal `{returnPath?}`: where the caller manages their card and subscriptions at the
 * provider (Stripe's Customer Portal). `{url: null}` when the provider has none (local) or the
 * caller has never paid through it.
 */
export function createPaymentsPortalHandler(deps: FunctionDeps): Handler {
  const env = paymentsEnv(deps);
  return paymentsHandler('payments-portal', async (request) => {
    const admin = createAdminClient(deps);
    const caller = await resolveCaller(request, admin);
    const { returnPath } = await readBody(request, requestSchema);
    const provider = selectedProvider(env);
    const origin = appOrigin(env);
    const customerId = await providerCustomerId(admin, caller.id, provider.name);
    if (!customerId) return json({ url: null });
    const url = await provider
      .portalUrl({ providerCustomerId: customerId, returnUrl: appUrl(origin, returnPath, {}) })
      .catch((error: unknown) => {
        throw new HttpError(
          502,
          `The payment provider could not open the portal: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    return json({ url });
  });
}
