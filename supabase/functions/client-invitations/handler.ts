import { z } from 'zod';
import { resolveCaller } from '../_shared/caller.ts';
import { Constants } from '../_shared/database.types.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, postHandler, readJsonBody, type Handler } from '../_shared/http.ts';
import { callerDb } from '../_shared/payments/function-kit.ts';

/**
 * client-invitations: the invitation's link and code leave the server here.
 * - `{ action: 'send', email | phone, clientType, trainerId? }` and `{ action: 'resend', invitationId }`
 *   call create_/resend_client_invitation as the caller (their token: the database decides who may),
 *   build the link `<LIFTWISE_APP_URL>/join/<token>` and deliver it. On the embedded backend delivery
 *   prints the message to the console (deps.log), as the auth codes are. A hosted project has no
 *   delivery configured yet: `delivered` is false and the coach copies the link (docs/invitations.md).
 *   The link (and a phone invitation's code) is returned to the coach either way.
 * - `{ action: 'preview', token }` needs no sign-in (the token is the credential, 256 random bits):
 *   what the join page shows before registration. An unknown or malformed token answers 404.
 */

const TOKEN = /^[0-9a-f]{64}$/;

const clientType = z.enum(Constants.public.Enums.client_type);
const requestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('send'),
    email: z.string().trim().max(320).optional(),
    phone: z.string().trim().max(32).optional(),
    clientType: clientType.default('programming'),
    trainerId: z.string().uuid().optional(),
  }),
  z.object({ action: z.literal('resend'), invitationId: z.string().uuid() }),
  z.object({ action: z.literal('preview'), token: z.string().max(200) }),
]);

export interface InvitationMessage {
  to: { email: string } | { phone: string };
  link: string;
  code: string | null;
  trainerName: string | null;
}

/** The words of the message, as printed locally (and as a hosted template should say it). */
export function invitationText(message: InvitationMessage): string {
  const who = message.trainerName ?? 'Your coach';
  const code = message.code ? ` Or register and enter the code ${message.code}.` : '';
  return `${who} invited you to Liftwise. Create your account: ${message.link}${code} The link works once and expires in 7 days.`;
}

/** The app's origin from LIFTWISE_APP_URL (never from the request). */
function appOrigin(deps: FunctionDeps): string {
  const raw = deps.env?.('LIFTWISE_APP_URL');
  try {
    if (raw) return new URL(raw).origin;
  } catch {
    // fall through
  }
  throw new HttpError(503, 'Invitations are not configured: LIFTWISE_APP_URL is not set.');
}

/** A database refusal as the HTTP answer it stands for, with the database's words. */
function refusal(error: { code?: string; message: string }): HttpError {
  if (error.code === '42501') return new HttpError(403, error.message);
  if (error.code === 'PT404') return new HttpError(404, error.message);
  if (error.code === '23505') return new HttpError(409, error.message);
  if (error.code === '22023' || error.code?.startsWith('22') || error.code === 'PGRST202') {
    return new HttpError(400, error.message);
  }
  if (error.code === 'PGRST301' || error.code === 'PGRST302') return new HttpError(401, 'Sign in again');
  return new HttpError(502, 'The invitation could not be saved. Please try again.');
}

interface Issued {
  id: string;
  token: string;
  code: string | null;
  expires_at: string;
}

export function createClientInvitationsHandler(deps: FunctionDeps): Handler {
  return postHandler(async (request) => {
    const raw = await readJsonBody(request);
    const admin = createAdminClient(deps);
    const isPreview = typeof raw === 'object' && raw !== null && (raw as { action?: unknown }).action === 'preview';
    // Sending needs a signed-in staff member or admin (checked again by the database).
    if (!isPreview) {
      const caller = await resolveCaller(request, admin);
      if (caller.role === 'client') throw new HttpError(403, 'Only staff and admins can invite clients');
    }
    const parsed = requestSchema.safeParse(raw);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
    const body = parsed.data;

    if (body.action === 'preview') {
      if (!TOKEN.test(body.token)) throw new HttpError(404, 'This invitation link is not valid.');
      const { data, error } = await admin.rpc('invitation_preview', { p_token: body.token }).maybeSingle();
      if (error) throw refusal(error);
      if (!data) throw new HttpError(404, 'This invitation link is not valid.');
      return json({
        status: data.status,
        trainerName: data.trainer_name,
        clientType: data.client_type,
        email: data.email,
        phone: data.phone,
        expiresAt: data.expires_at,
      });
    }

    const origin = appOrigin(deps);
    const db = callerDb(deps, request);
    const result =
      body.action === 'send'
        ? await db
            .rpc('create_client_invitation', {
              p_email: body.email || undefined,
              p_phone: body.phone || undefined,
              p_client_type: body.clientType,
              p_trainer_id: body.trainerId,
            })
            .single<Issued>()
        : await db.rpc('resend_client_invitation', { p_invitation_id: body.invitationId }).single<Issued>();
    if (result.error || !result.data) throw refusal(result.error ?? { message: 'No invitation' });
    const issued = result.data;

    const { data: row, error: rowError } = await admin
      .from('client_invitations')
      .select('email, phone, trainer_id')
      .eq('id', issued.id)
      .single();
    if (rowError) throw refusal(rowError);
    const { data: trainer } = await admin.from('users').select('name').eq('id', row.trainer_id).maybeSingle();
    const link = `${origin}/join/${issued.token}`;
    const message: InvitationMessage = {
      to: row.email ? { email: row.email } : { phone: `+${row.phone ?? ''}` },
      link,
      code: issued.code,
      trainerName: trainer?.name || null,
    };
    let delivered = false;
    if (deps.log) {
      const to = 'email' in message.to ? `email to ${message.to.email}` : `SMS to ${message.to.phone}`;
      deps.log(`[liftwise] Invitation ${to}: ${invitationText(message)}`);
      delivered = true;
    }
    return json({ id: issued.id, expiresAt: issued.expires_at, link, code: issued.code, delivered });
  });
}
