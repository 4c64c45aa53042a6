import { supabaseAnonKey, supabaseUrl } from '@/lib/env';
import { supabase } from '@/lib/supabase';

export const ON_DEMAND_BUCKET = 'on-demand';

/**
 * Uploads a file into the private on-demand bucket, reporting progress (0..1) as it goes:
 * supabase-js's upload has no progress, so this is one XMLHttpRequest to the same Storage endpoint
 * with the person's session. Storage's own refusal (type, size, policy) comes back as its message.
 */
export async function uploadOnDemandFile(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const { data } = await supabase.auth.getSession();
  // As supabase-js does: the session's token, or the publishable key (Storage then refuses by policy).
  const token = data.session?.access_token ?? supabaseAnonKey;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${supabaseUrl}/storage/v1/object/${ON_DEMAND_BUCKET}/${encoded}`);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('apikey', supabaseAnonKey);
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
      return parsed.message;
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return 'The file could not be uploaded. Try again.';
}

/** A short-lived link to a library file, for staff previews. */
export async function signedOnDemandUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from(ON_DEMAND_BUCKET).createSignedUrl(path, 600);
  if (error) throw error;
  return data.signedUrl;
}
