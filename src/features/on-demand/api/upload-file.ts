import { UploadRefused } from '@/lib/media/resumable-upload';
import { RESUMABLE_ABOVE_BYTES, uploadToStorage } from '@/lib/media/storage-upload';
import { ON_DEMAND_BUCKET } from '../lib/signed-url';

export { ON_DEMAND_BUCKET, RESUMABLE_ABOVE_BYTES };

/**
 * Uploads a file into the private on-demand bucket, reporting progress (0..1) as it goes: one
 * request up to 6 MiB, Storage's resumable endpoint above (the shared `uploadToStorage`,
 * docs/on-demand.md, "Resumable uploads"). Storage's own refusal (type, size, policy) comes back as
 * words for the person uploading.
 */
export async function uploadOnDemandFile(
  path: string,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  try {
    await uploadToStorage({ bucket: ON_DEMAND_BUCKET, path, file, upsert: true, onProgress, signal });
  } catch (error) {
    if (error instanceof UploadRefused) throw new Error(storageMessage(error.body));
    throw error;
  }
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
