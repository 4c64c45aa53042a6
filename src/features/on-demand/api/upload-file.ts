import { supabaseAnonKey, supabaseUrl } from '@/lib/env';
import { supabase } from '@/lib/supabase';
import { uploadResumable, UploadRefused } from '../lib/resumable-upload';
import { ON_DEMAND_BUCKET } from '../lib/signed-url';

export { ON_DEMAND_BUCKET };

/** Files larger than this go up resumably (tus, 6 MiB chunks); smaller ones in one request. */
export const RESUMABLE_ABOVE_BYTES = 6 * 1024 * 1024;

/** As supabase-js does: the session's token, or the publishable key (Storage then refuses by policy). */
async function credentials(): Promise<Record<string, string>> {
  const { data } = await supabase.auth.getSession();
  return { Authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}`, apikey: supabaseAnonKey };
}

/**
 * Uploads a file into the private on-demand bucket, reporting progress (0..1) as it goes. Up to
 * 6 MiB: one XMLHttpRequest to Storage's upload endpoint (supabase-js's upload has no progress).
 * Larger: Storage's resumable endpoint, chunk by chunk, picking up where the server has it after a
 * dropped connection (docs/on-demand.md, "Resumable uploads"). Storage's own refusal (type, size,
 * policy) comes back as words for the person uploading.
 */
export async function uploadOnDemandFile(
  path: string,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (file.size > RESUMABLE_ABOVE_BYTES) {
    try {
      await uploadResumable({
        endpoint: `${supabaseUrl}/storage/v1/upload/resumable`,
        credentials,
        bucket: ON_DEMAND_BUCKET,
        path,
        file,
        contentType: file.type,
        upsert: true,
        onProgress,
        signal,
      });
    } catch (error) {
      if (error instanceof UploadRefused) throw new Error(storageMessage(error.body));
      throw error;
    }
    return;
  }
  const headers = await credentials();
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${supabaseUrl}/storage/v1/object/${ON_DEMAND_BUCKET}/${encoded}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', file.type);
    request.setRequestHeader('x-upsert', 'true');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      reject(new Error(storageMessage(request.responseText)));
    };
    request.onerror = () => reject(new Error('The upload stopped: check the connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

function storageMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') {
      if (/maximum allowed size/i.test(parsed.message)) return 'The file is larger than the library allows.';
      if (/mime type/i.test(parsed.message)) return 'The library does not store this type of file.';
      if (/row-level security/i.test(parsed.message)) return 'Only staff can add files to the library.';
      return parsed.message;
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return 'The file could not be uploaded. Try again.';
}
