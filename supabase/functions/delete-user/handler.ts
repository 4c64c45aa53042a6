import { z } from 'zod';
import { resolveCaller } from '../_shared/caller.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, postHandler, readJsonBody, type Handler } from '../_shared/http.ts';

const requestSchema = z.object({
  userId: z.string({ error: 'userId is required' }).uuid('userId must be a user id'),
});

/**
 * The buckets whose files are a person's own, filed under a folder named by their id: progress
 * photos, check-in photos and assessment reports (the client's), and the message attachments they
 * sent. Studio content (exercise media, on demand) is the studio's and stays when its uploader goes.
 */
export const PERSONAL_BUCKETS = ['progress-photos', 'check-in-photos', 'assessment-reports', 'message-attachments'];

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

    // Files first: if any stay behind, the account stays too, so nothing is orphaned unreachably.
    const removed = await removeStoredObjects(admin, userId);
    const { error } = await admin.auth.admin.deleteUser(userId);
    if (error)
      throw new HttpError(502, `Removed ${removed} stored files but could not delete the account: ${error.message}`);
    return json({ success: true, userId, removedFiles: removed });
  });
}

/** Storage pages hold at most this many entries. */
const PAGE_SIZE = 1000;

type StorageBucket = ReturnType<ReturnType<typeof createAdminClient>['storage']['from']>;

/**
 * Every object under the account's folder, nested folders included, page by page. Storage lists
 * one level at a time: an entry without an id is a folder.
 */
async function listObjectPaths(bucket: StorageBucket, folder: string): Promise<string[]> {
  const paths: string[] = [];
  const folders = [folder];
  while (folders.length > 0) {
    const current = folders.pop() as string;
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const { data, error } = await bucket.list(current, {
        limit: PAGE_SIZE,
        offset,
        sortBy: { column: 'name', order: 'asc' },
      });
      if (error) throw new HttpError(502, `Could not list stored files: ${error.message}`);
      for (const entry of data) {
        const entryPath = `${current}/${entry.name}`;
        if (entry.id === null) folders.push(entryPath);
        else paths.push(entryPath);
      }
      if (data.length < PAGE_SIZE) break;
    }
  }
  return paths;
}

/** Files are not rows: remove every one of the person's, in each bucket, before the account. */
async function removeStoredObjects(admin: ReturnType<typeof createAdminClient>, userId: string): Promise<number> {
  let removed = 0;
  for (const name of PERSONAL_BUCKETS) {
    const bucket = admin.storage.from(name);
    const paths = await listObjectPaths(bucket, userId);
    for (let start = 0; start < paths.length; start += PAGE_SIZE) {
      const { error } = await bucket.remove(paths.slice(start, start + PAGE_SIZE));
      if (error) throw new HttpError(502, `Could not remove stored files; the account was kept: ${error.message}`);
    }
    const left = await listObjectPaths(bucket, userId);
    if (left.length > 0)
      throw new HttpError(502, `${left.length} stored files could not be removed; the account was kept`);
    removed += paths.length;
  }
  return removed;
}
