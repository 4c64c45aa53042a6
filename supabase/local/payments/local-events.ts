import { signLocalPayload, LOCAL_SIGNATURE_HEADER } from '../../functions/_shared/payments/local-signature.ts';
import type { NormalisedEvent } from '../../functions/_shared/payments/provider.ts';

/** Posts one event to `payments-webhook` exactly as a provider would: the raw JSON body, signed. */
export type EventSender = (event: NormalisedEvent) => Promise<{ outcome: string }>;

/**
 * A sender that goes through the backend's own /functions/v1 route (no project key: the webhook is
 * keyless), so the function sees what a provider's request would look like.
 */
export function createEventSender(
  secret: string,
  backendFetch: (request: Request) => Promise<Response>,
  functionsOrigin: string,
): EventSender {
  return async (event) => {
    const body = JSON.stringify(event);
    // Always the real clock: the function checks the timestamp against its own.
    const signature = await signLocalPayload(secret, body, Math.floor(Date.now() / 1000));
    const response = await backendFetch(
      new Request(`${functionsOrigin}/functions/v1/payments-webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signature },
        body,
      }),
    );
    const text = await response.text();
    if (!response.ok) throw new Error(`payments-webhook answered ${response.status}: ${text.slice(0, 300)}`);
    const parsed = JSON.parse(text) as { outcomes?: { outcome: string }[] };
    return { outcome: parsed.outcomes?.[0]?.outcome ?? 'ignored' };
  };
}
