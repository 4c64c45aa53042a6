import { z } from 'zod';
import { resolveCaller } from '../_shared/caller.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, type Handler } from '../_shared/http.ts';
import { callRpc, type MembershipRow, type PaymentsDb } from '../_shared/payments/db.ts';
import { callerDb, paymentsEnv, paymentsHandler, readBody } from '../_shared/payments/function-kit.ts';
import { providerNamed } from '../_shared/payments/providers.ts';

const requestSchema = z.strictObject({
  membershipId: z.uuid('membershipId must be an id'),
  action: z.enum(['cancel', 'resume', 'pause', 'unpause'], {
    error: 'action must be cancel, resume, pause or unpause',
  }),
});

type Action = z.infer<typeof requestSchema>['action'];

/** The SQL for an action, as the caller (cancel/resume: the client or an admin; pause/unpause: admins). */
function applyInDatabase(asCaller: PaymentsDb, membershipId: string, action: Action): Promise<MembershipRow> {
  if (action === 'cancel' || action === 'resume') {
    return callRpc(asCaller, 'set_membership_cancel', { p_membership_id: membershipId, p_cancel: action === 'cancel' });
  }
  return callRpc(asCaller, 'set_membership_paused', { p_membership_id: membershipId, p_paused: action === 'pause' });
}

const UNDO: Record<Action, Action> = { cancel: 'resume', resume: 'cancel', pause: 'unpause', unpause: 'pause' };

/**
 * payments-membership `{membershipId, action}`: the database decides first (who may, and the new
 * state), as the caller; then a membership billed by a provider subscription tells the provider. If
 * the provider refuses, the database change is undone (so the two never disagree) and 502 answers.
 */
export function createPaymentsMembershipHandler(deps: FunctionDeps): Handler {
  const env = paymentsEnv(deps);
  return paymentsHandler('payments-membership', async (request) => {
    const admin = createAdminClient(deps);
    await resolveCaller(request, admin);
    const { membershipId, action } = await readBody(request, requestSchema);
    const asCaller = callerDb(deps, request);

    const membership = await applyInDatabase(asCaller, membershipId, action);
    const subscriptionId = membership.provider_subscription_id;
    if (!subscriptionId || !membership.provider) return json({ membership });
    try {
      const provider = providerNamed(membership.provider, env);
      if (!provider) return json({ membership });
      if (action === 'cancel' || action === 'resume')
        await provider.setCancelAtPeriodEnd(subscriptionId, action === 'cancel');
      else await provider.setPaused(subscriptionId, action === 'pause');
    } catch (error) {
      await applyInDatabase(asCaller, membershipId, UNDO[action]);
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(502, `The payment provider did not ${action} the subscription: ${reason}. Nothing changed.`);
    }
    return json({ membership });
  });
}
