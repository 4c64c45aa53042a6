import { supabase } from '@/lib/supabase';

export const ON_DEMAND_BUCKET = 'on-demand';

/** Signed links last an hour (the hook in api/signed-urls.ts reuses one for 50 minutes). */
export const SIGNED_FOR_SECONDS = 3600;

/**
 * A short-lived link to one file of the private on-demand bucket (a video, a PDF, a thumbnail, a
 * cover). Storage signs it only for someone who may read the file (staff, or a client the item is
 * granted to: docs/on-demand.md, "The access rule"); otherwise this throws.
 */
export async function signedOnDemandUrl(path: string, expiresIn = SIGNED_FOR_SECONDS): Promise<string> {
  const { data, error } = await supabase.storage.from(ON_DEMAND_BUCKET).createSignedUrl(path, expiresIn);
  if (error) throw error;
  return data.signedUrl;
}

/** Links for many files in one request (a list of thumbnails): path -> link, without the ones refused. */
export async function signedOnDemandUrls(paths: readonly string[]): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (paths.length === 0) return links;
  const { data, error } = await supabase.storage
    .from(ON_DEMAND_BUCKET)
    .createSignedUrls([...paths], SIGNED_FOR_SECONDS);
  if (error) throw error;
  for (const entry of data) if (entry.path && entry.signedUrl && !entry.error) links.set(entry.path, entry.signedUrl);
  return links;
}
