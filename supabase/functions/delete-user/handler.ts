import { z } from 'zod';
import { resolveCaller } from '../_shared/caller.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, postHandler, readJsonBody, type Handler } from '../_shared/http.ts';

const requestSchema = z.object({
  userId: z.string({ error: 'userId is required' }).uuid('userId must be a user id'),
});

const PHOTO_BUCKET = 'progress-photos';

/** delete-user { userId }: admins only. Removes the account; its data goes with it (cascade). */
export function createDeleteUserHandler(deps: FunctionDeps): Handler {
  return postHandler(async (request) => {
    const admin = createAdminClient(deps);
    const caller = await resolveCaller(request, admin);
    if (caller.role !== 'admin') throw new HttpError(403, 'Only admins can delete users');

    const body = requestSchema.safeParse(await readJsonBody(request));
    if (!body.success) throw new HttpError(400, body.error.issues[0]?.message ?? 'Invalid request');
    const { userId } = body.data;
    if (userId === caller.id) throw new HttpError(400, 'You cannot delete your own account');

    const { data: target, error: lookupError } = await admin.auth.admin.getUserById(userId);
    if (lookupError || !target.user) throw new HttpError(404, 'User not found');

    await removeStoredPhotos(admin, userId);
    const { error } = await admin.auth.admin.deleteUser(userId);
    if (error) throw new HttpError(500, `Failed to delete user: ${error.message}`);
    return json({ success: true, userId });
  });
}

/** Photos are files, not rows: remove them explicitly. A missing bucket is not an error. */
async function removeStoredPhotos(admin: ReturnType<typeof createAdminClient>, userId: string): Promise<void> {
  const bucket = admin.storage.from(PHOTO_BUCKET);
  const { data: files, error } = await bucket.list(userId, { limit: 1000 });
  if (error || !files || files.length === 0) return;
  await bucket.remove(files.map((file) => `${userId}/${file.name}`));
}
