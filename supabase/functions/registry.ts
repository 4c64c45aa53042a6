import type { FunctionDeps } from './_shared/deps.ts';
import type { Handler } from './_shared/http.ts';
import { createAccessCheckInHandler } from './access-check-in/handler.ts';
import { createAiChatCompletionsHandler } from './ai-chat-completions/handler.ts';
import { createCalendarFeedHandler } from './calendar-feed/handler.ts';
import { createClientInvitationsHandler } from './client-invitations/handler.ts';
import { createCreateUserHandler } from './create-user/handler.ts';
import { createDeleteUserHandler } from './delete-user/handler.ts';
import { createGenerateTrainerResponseHandler } from './generate-trainer-response/handler.ts';
import { createPaymentsCheckoutHandler } from './payments-checkout/handler.ts';
import { createPaymentsMembershipHandler } from './payments-membership/handler.ts';
import { createPaymentsPortalHandler } from './payments-portal/handler.ts';
import { createPaymentsRefundHandler } from './payments-refund/handler.ts';
import { createPaymentsWebhookHandler } from './payments-webhook/handler.ts';
import { createPushDispatchHandler } from './push-dispatch/handler.ts';
import { createPushVapidKeyHandler } from './push-vapid-key/handler.ts';

/** Every deployable function by name, for the embedded backend's /functions/v1 route. */
export const functionFactories: Record<string, (deps: FunctionDeps) => Handler> = {
  'create-user': createCreateUserHandler,
  'delete-user': createDeleteUserHandler,
  'ai-chat-completions': createAiChatCompletionsHandler,
  'generate-trainer-response': createGenerateTrainerResponseHandler,
  'calendar-feed': (deps) => createCalendarFeedHandler(deps),
  'payments-checkout': createPaymentsCheckoutHandler,
  'payments-webhook': createPaymentsWebhookHandler,
  'payments-refund': createPaymentsRefundHandler,
  'payments-membership': createPaymentsMembershipHandler,
  'payments-portal': createPaymentsPortalHandler,
  'access-check-in': createAccessCheckInHandler,
  'push-dispatch': (deps) => createPushDispatchHandler(deps),
  'push-vapid-key': createPushVapidKeyHandler,
  'client-invitations': createClientInvitationsHandler,
};

/**
 * Functions called with no project key at all (config.toml: verify_jwt = false, and the caller is
 * not the app): a calendar app fetching a feed sends nothing but the URL, whose token is the
 * credential; a payment provider posting a webhook sends its signature over the body. Hosted Supabase
 * lets such requests through; the embedded backend does the same for these.
 */
export const keylessFunctions: ReadonlySet<string> = new Set(['calendar-feed', 'payments-webhook']);

/**
 * Functions no signed-in person calls: the scheduler's push-dispatch (the secret key or its own
 * secret) and push-vapid-key (a public key for anyone). They never ask the auth server who calls.
 */
export const functionsWithoutSignIn: ReadonlySet<string> = new Set(['push-dispatch', 'push-vapid-key']);
