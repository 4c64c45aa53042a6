import type { Json } from '../_shared/database.types.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, type Handler } from '../_shared/http.ts';
import { callRpc } from '../_shared/payments/db.ts';
import { paymentsEnv, paymentsHandler } from '../_shared/payments/function-kit.ts';
import { WebhookSignatureError } from '../_shared/payments/provider.ts';
import { selectedProvider } from '../_shared/payments/providers.ts';

/** Far above any provider's event; a larger body is refused before it is verified. */
const MAX_BODY_BYTES = 512 * 1024;

type Outcome = 'applied' | 'duplicate' | 'ignored' | 'mismatch';

/**
 * payments-webhook: the provider's events, with no sign-in and no API key (config.toml verify_jwt =
 * false; registry.ts keylessFunctions). The signature over the RAW body is the credential: the
 * provider verifies it before anything is parsed, and a bad one answers 400 with nothing changed.
 * Each normalised event goes to apply_payment_event, which applies an event id once, in the same
 * transaction as its effect, so deliveries may repeat and arrive in any order. Events that matter to
 * nobody answer 200 (the provider stops resending them); a database failure answers 500 so the
 * provider tries again later.
 */
export function createPaymentsWebhookHandler(deps: FunctionDeps): Handler {
  const env = paymentsEnv(deps);
  return paymentsHandler('payments-webhook', async (request) => {
    const provider = selectedProvider(env);
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'Payload too large');
    const rawBody = await request.text();
    if (rawBody.length > MAX_BODY_BYTES) throw new HttpError(413, 'Payload too large');

    let events;
    try {
      events = await provider.parseWebhook(rawBody, request.headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new HttpError(400, error.message);
      throw error;
    }

    const service = createAdminClient(deps);
    const outcomes: { id: string; type: string; outcome: Outcome }[] = [];
    for (const event of events) {
      const outcome = (await callRpc(service, 'apply_payment_event', {
        p_provider: provider.name,
        p_event_id: event.id,
        p_type: event.type,
        p_data: event.data as Json,
      })) as Outcome;
      outcomes.push({ id: event.id, type: event.type, outcome });
    }
    return json({ received: true, outcomes });
  });
}
