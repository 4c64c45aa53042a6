import { supabaseAnonKey, supabaseUrl } from '@/lib/env';
import { supabase } from '@/lib/supabase';
import { uploadResumable, UploadRefused } from './resumable-upload';

/** Files larger than this go up resumably (tus, 6 MiB chunks); smaller ones in one request. */
export const RESUMABLE_ABOVE_BYTES = 6 * 1024 * 1024;

/** The upload never reached Storage, or the connection dropped and did not come back. */
export class UploadUnreachable extends Error {
  constructor(cause?: unknown) {
    super('The upload stopped: check the connection and try again.', { cause });
    this.name = 'UploadUnreachable';
  }
}

/** As supabase-js does: the session's token, or the publishable key (Storage then refuses by policy). */
export async function storageCredentials(): Promise<Record<string, string>> {
  const { data } = await supabase.auth.getSession();
  return { Authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}`, apikey: supabaseAnonKey };
}

export interface StorageUpload {
  bucket: string;
  path: string;
  file: Blob;
  /** Replace what is at the path (a retried upload writes the same file again). */
  upsert?: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file into a Storage bucket with progress (0..1). Up to 6 MiB: one XMLHttpRequest to
 * Storage's upload endpoint (supabase-js's upload has no progress). Larger: Storage's resumable
 * endpoint, chunk by chunk, picking up where the server has it after a dropped connection
 * (docs/on-demand.md, "Resumable uploads"). Storage's refusal (type, size, policy, a 5xx) throws
 * `UploadRefused` with its status and answer; a connection that never answered, `UploadUnreachable`.
 * Used by the on-demand library and by message attachments.
 */
export async function uploadToStorage(upload: StorageUpload): Promise<void> {
  const { bucket, path, file, onProgress, signal } = upload;
  if (file.size > RESUMABLE_ABOVE_BYTES) {
    try {
      await uploadResumable({
        endpoint: `${supabaseUrl}/storage/v1/upload/resumable`,
        credentials: storageCredentials,
        bucket,
        path,
        file,
        contentType: file.type,
        upsert: upload.upsert,
        onProgress,
        signal,
      });
    } catch (error) {
      if (error instanceof UploadRefused || (error instanceof DOMException && error.name === 'AbortError')) throw error;
      throw new UploadUnreachable(error);
    }
    return;
  }
  const headers = await storageCredentials();
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${supabaseUrl}/storage/v1/object/${bucket}/${encoded}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', file.type);
    if (upload.upsert) request.setRequestHeader('x-upsert', 'true');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve();
        return;
      }
      reject(new UploadRefused(request.status, request.responseText));
    };
    request.onerror = () => reject(new UploadUnreachable());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/** Storage's message in an error answer (`{"message": ...}`), or null. */
export function storageErrorMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}
