import { z } from 'zod';
import { resolveCaller } from '../_shared/caller.ts';
import { Constants } from '../_shared/database.types.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, postHandler, readJsonBody, type Handler } from '../_shared/http.ts';

const requestSchema = z
  .object({
    email: z.string().trim().toLowerCase().email('Enter a valid email address').optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[1-9]\d{7,14}$/, 'Enter a valid phone number')
      .optional(),
    password: z.string().min(8, 'Password must be at least 8 characters').max(72, 'Password is too long'),
    firstName: z.string().trim().min(1, 'First name is required').max(100),
    lastName: z.string().trim().min(1, 'Last name is required').max(100),
    role: z.enum(Constants.public.Enums.app_role).default('client'),
    staffRole: z.enum(Constants.public.Enums.staff_role).optional(),
    clientType: z.enum(Constants.public.Enums.client_type).optional(),
    gender: z.enum(['male', 'female', 'other']).optional(),
    assignedTo: z.string().uuid().optional(),
  })
  .refine((body) => body.email ?? body.phone, { message: 'An email or phone number is required' });

export type CreateUserRequest = z.input<typeof requestSchema>;

/**
 * create-user: admins create any account; staff create a client, who is assigned to them and
 * active. The role is written to public.users with the service role, never taken from metadata.
 */
export function createCreateUserHandler(deps: FunctionDeps): Handler {
  return postHandler(async (request) => {
    const admin = createAdminClient(deps);
    const caller = await resolveCaller(request, admin);
    if (caller.role === 'client') throw new HttpError(403, 'Only staff and admins can create users');

    const parsed = requestSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
    const body = parsed.data;

    if (caller.role === 'staff' && (body.role !== 'client' || (body.assignedTo && body.assignedTo !== caller.id))) {
      throw new HttpError(403, 'Staff can only create clients assigned to themselves');
    }
    const isClient = body.role === 'client';
    const assignedTo = caller.role === 'staff' ? caller.id : isClient ? (body.assignedTo ?? null) : null;
    if (assignedTo && assignedTo !== caller.id) await requireActiveTrainer(admin, assignedTo);

    const { data: created, error: createError } = await admin.auth.admin.createUser({
      email: body.email,
      phone: body.phone,
      password: body.password,
      email_confirm: true,
      phone_confirm: true,
      user_metadata: { first_name: body.firstName, last_name: body.lastName, gender: body.gender },
    });
    if (createError || !created.user) {
      const status = createError?.status === 422 ? 409 : 400;
      throw new HttpError(status, createError?.message ?? 'Could not create the account');
    }
    const userId = created.user.id;

    try {
      const { data: profile, error: profileError } = await admin
        .from('users')
        .update({
          role: body.role,
          staff_role: body.role === 'client' ? null : (body.staffRole ?? 'trainer'),
          client_type: isClient ? (body.clientType ?? 'programming') : null,
          gender: body.gender ?? null,
          assigned_to: assignedTo,
          status: 'active',
        })
        .eq('id', userId)
        .select(
          'id, email, phone, first_name, last_name, role, staff_role, client_type, gender, assigned_to, status, created_at',
        )
        .single();
      if (profileError) throw profileError;
      if (isClient) {
        const { error: clientError } = await admin.from('clients').upsert({ id: userId }, { onConflict: 'id' });
        if (clientError) throw clientError;
      }
      return json({ user: profile }, 201);
    } catch (error) {
      // Leave no half-made account behind.
      await admin.auth.admin.deleteUser(userId);
      throw error;
    }
  });
}

/** A client can only be assigned to an active staff member or admin that exists. */
async function requireActiveTrainer(admin: ReturnType<typeof createAdminClient>, id: string): Promise<void> {
  const { data, error } = await admin
    .from('users')
    .select('role, status')
    .eq('id', id)
    .maybeSingle<{ role: string; status: string }>();
  if (error) throw error;
  if (!data || data.role === 'client' || data.status !== 'active') {
    throw new HttpError(400, 'assignedTo must be an active trainer or admin');
  }
}
