import { z } from 'zod';
import { doorConfig, doorControllerFor, type DoorConfig } from '../_shared/access/door.ts';
import { resolveCaller } from '../_shared/caller.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, postHandler, type Handler } from '../_shared/http.ts';
import { callRpc } from '../_shared/payments/db.ts';
import { callerDb, readBody } from '../_shared/payments/function-kit.ts';

const codeSchema = z.strictObject({
  code: z.string({ error: 'code must be text' }).trim().min(1, 'code is required').max(200, 'code is too long'),
  method: z.enum(['qr', 'pin'], { error: 'method must be qr or pin' }),
});
const manualSchema = z.strictObject({
  client_id: z.uuid('client_id must be an id'),
  override: z.boolean({ error: 'override must be true or false' }).optional(),
});
const requestSchema = z.union([codeSchema, manualSchema], {
  error: 'Send {code, method} or {client_id, override?}',
});

/** What check_in() and check_in_manual() answer (20261129100100_access_check_in.sql). */
interface CheckInAnswer {
  result: 'allowed' | 'refused';
  reason: string;
  check_in_id: string | null;
  client: { id: string; member_number: number | null } | null;
  [key: string]: unknown;
}

export type DoorOutcome = 'opened' | 'not_configured' | 'failed';

/**
 * access-check-in (staff and admins at the desk): check_in() or check_in_manual() as the caller (the
 * database verifies the code, applies the rules and records the attempt), then, when allowed, the
 * door controller opens the door. Answers the database's JSON plus `door` (null when refused). A
 * door that fails to open never undoes the check-in: the desk sees "failed" and lets the client in.
 */
export function createAccessCheckInHandler(deps: FunctionDeps): Handler {
  const env = deps.env ?? (() => undefined);
  return postHandler(async (request) => {
    const admin = createAdminClient(deps);
    const caller = await resolveCaller(request, admin);
    if (caller.role !== 'staff' && caller.role !== 'admin') throw new HttpError(403, 'Only staff can check clients in');
    const body = await readBody(request, requestSchema);
    let config: DoorConfig;
    try {
      config = doorConfig(env);
    } catch (error) {
      console.error('access-check-in:', error);
      throw new HttpError(503, 'The door is not configured correctly (ACCESS_DOOR_PROVIDER).');
    }
    const db = callerDb(deps, request);
    const answer = ('code' in body
      ? await callRpc(db, 'check_in', { p_code: body.code, p_method: body.method })
      : await callRpc(db, 'check_in_manual', {
          p_client_id: body.client_id,
          p_override: body.override ?? false,
        })) as unknown as CheckInAnswer;
    let door: DoorOutcome | null = null;
    if (answer.result === 'allowed' && answer.check_in_id && answer.client) {
      const controller = doorControllerFor(config, admin);
      if (!controller) {
        door = 'not_configured';
      } else {
        try {
          const opened = await controller.open(config.doorId, {
            checkInId: answer.check_in_id,
            clientId: answer.client.id,
            memberNumber: answer.client.member_number,
            method: 'code' in body ? body.method : 'manual',
          });
          door = opened.opened ? 'opened' : 'failed';
          if (!opened.opened) console.error(`access-check-in: the door did not open: ${opened.detail ?? ''}`);
        } catch (error) {
          console.error('access-check-in: the door controller failed', error);
          door = 'failed';
        }
      }
    }
    return json({ ...answer, door });
  });
}
