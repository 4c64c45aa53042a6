import { UploadRefused } from '@/lib/media/resumable-upload';
import { storageErrorMessage, uploadToStorage } from '@/lib/media/storage-upload';
import { ATTACHMENTS_BUCKET, ATTACHMENT_LIMIT_BYTES, formatBytes } from '../lib/attachments';

/**
 * Storage refused an attachment: the person is told why in words, and the message waits for them
 * (`status` 4xx: the same file will not go; 5xx: worth trying again).
 */
export class AttachmentRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AttachmentRefused';
  }
}

function refusalWords(status: number, body: string): string {
  const said = storageErrorMessage(body) ?? '';
  if (status === 413 || /maximum allowed size|too large/i.test(said)) {
    return `The file is too big to send (at most ${formatBytes(ATTACHMENT_LIMIT_BYTES.video)}).`;
  }
  if (status === 415 || /mime type|not supported/i.test(said)) return 'This type of file cannot be sent.';
  if (/row-level security|unauthorized|not allowed/i.test(said) || status === 403) {
    return 'You can no longer send files in this conversation.';
  }
  return said || 'The file could not be uploaded.';
}

/**
 * Uploads one attachment (or its thumbnail) to `path`. The path is fixed by the message's id, and a
 * repeat replaces the same object (`upsert`), so a retried send never makes a second file.
 */
export async function uploadAttachment(path: string, file: Blob, onProgress?: (fraction: number) => void) {
  try {
    await uploadToStorage({ bucket: ATTACHMENTS_BUCKET, path, file, upsert: true, onProgress });
  } catch (error) {
    if (error instanceof UploadRefused)
      throw new AttachmentRefused(error.status, refusalWords(error.status, error.body));
    throw error;
  }
}
