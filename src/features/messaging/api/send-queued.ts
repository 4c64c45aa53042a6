import { setUploadProgress } from '../lib/upload-progress';
import { markAttachmentUploaded, type QueuedMessage } from '../storage/outbox';
import { sendMessage } from './messages';

/**
 * Sends one queued message: its attachment's file and thumbnail first (to paths fixed by the
 * message's id, replacing a half-finished earlier attempt rather than adding a file), then the row
 * with the id made on the device (a repeat is a no-op). The uploader is loaded only when a
 * message carries a file.
 */
export async function sendQueuedMessage(item: QueuedMessage): Promise<void> {
  const { message, attachment } = item;
  if (attachment && !attachment.uploaded && message.attachment_path) {
    const { uploadAttachment } = await import('./attachments');
    const thumbnail = attachment.thumbnail && message.attachment_thumbnail_path ? attachment.thumbnail : null;
    const total = attachment.file.size + (thumbnail?.size ?? 0);
    setUploadProgress(message.id, 0);
    try {
      if (thumbnail && message.attachment_thumbnail_path) {
        await uploadAttachment(message.attachment_thumbnail_path, thumbnail);
      }
      const before = thumbnail?.size ?? 0;
      await uploadAttachment(message.attachment_path, attachment.file, (fraction) =>
        setUploadProgress(message.id, (before + fraction * attachment.file.size) / total),
      );
    } finally {
      setUploadProgress(message.id, null);
    }
    await markAttachmentUploaded(message.id);
  }
  await sendMessage(message);
}
