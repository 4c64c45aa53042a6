/**
 * What a message may carry (docs/messaging.md, "Attachments"). The same list and limits are in the
 * bucket and the messages table (`20261201300000_message_attachments.sql`): the browser checks first
 * so the person hears why at once, and the server refuses what the browser let through.
 */
export const ATTACHMENTS_BUCKET = 'message-attachments';

export type AttachmentKind = 'image' | 'video' | 'file';

const MIB = 1024 * 1024;
export const ATTACHMENT_LIMIT_BYTES: Record<AttachmentKind, number> = {
  image: 20 * MIB,
  video: 100 * MIB,
  file: 25 * MIB,
};

/** Type -> the extension the stored file gets. */
export const ATTACHMENT_TYPES: Record<string, { kind: AttachmentKind; extension: string }> = {
  'image/jpeg': { kind: 'image', extension: 'jpg' },
  'image/png': { kind: 'image', extension: 'png' },
  'image/webp': { kind: 'image', extension: 'webp' },
  'image/gif': { kind: 'image', extension: 'gif' },
  'image/heic': { kind: 'image', extension: 'heic' },
  'image/heif': { kind: 'image', extension: 'heif' },
  'video/mp4': { kind: 'video', extension: 'mp4' },
  'video/webm': { kind: 'video', extension: 'webm' },
  'video/quicktime': { kind: 'video', extension: 'mov' },
  'application/pdf': { kind: 'file', extension: 'pdf' },
  'text/plain': { kind: 'file', extension: 'txt' },
  'text/csv': { kind: 'file', extension: 'csv' },
  'application/msword': { kind: 'file', extension: 'doc' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { kind: 'file', extension: 'docx' },
  'application/vnd.ms-excel': { kind: 'file', extension: 'xls' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { kind: 'file', extension: 'xlsx' },
};

/** For the file picker's `accept`. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES).join(',');

/** Some systems give no type for a file they know by its extension (a .mov on Windows, a .csv). */
const TYPE_BY_EXTENSION: Record<string, string> = Object.fromEntries([
  ...Object.entries(ATTACHMENT_TYPES).map(([type, { extension }]) => [extension, type]),
  ['jpeg', 'image/jpeg'],
]);

export function attachmentTypeOf(file: { name: string; type: string }): string | null {
  const declared = file.type.toLowerCase();
  if (declared in ATTACHMENT_TYPES) return declared;
  if (declared !== '' && declared !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (extension && TYPE_BY_EXTENSION[extension]) || null;
}

export const kindOf = (mime: string): AttachmentKind => ATTACHMENT_TYPES[mime]?.kind ?? 'file';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MIB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MIB).toFixed(bytes < 10 * MIB ? 1 : 0)} MB`;
}

const KIND_WORD: Record<AttachmentKind, string> = { image: 'Photos', video: 'Videos', file: 'Files' };

export type AttachmentCheck = { error: null; mime: string; kind: AttachmentKind } | { error: string };

/** Whether a chosen file may be sent, with the reason in words when not. */
export function checkAttachment(file: { name: string; type: string; size: number }): AttachmentCheck {
  const mime = attachmentTypeOf(file);
  if (mime === null) {
    return {
      error: `“${file.name}” cannot be sent: photos (JPEG, PNG, WebP, GIF, HEIC), videos (MP4, WebM, MOV) and PDF, Word, Excel, CSV or text files only.`,
    };
  }
  if (file.size === 0) return { error: `“${file.name}” is empty.` };
  const kind = kindOf(mime);
  const limit = ATTACHMENT_LIMIT_BYTES[kind];
  if (file.size > limit) {
    return {
      error: `“${file.name}” is ${formatBytes(file.size)}. ${KIND_WORD[kind]} can be at most ${formatBytes(limit)}.`,
    };
  }
  return { error: null, mime, kind };
}

/**
 * The stored file's name: letters, digits, dot, dash and underscore, its extension from its type
 * (the person's own name for it is kept in the row, shown as text).
 */
export function storedFileName(name: string, mime: string): string {
  const extension = ATTACHMENT_TYPES[mime]?.extension ?? 'bin';
  const stem = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'file'}.${extension}`;
}

export const attachmentPath = (sender: string, messageId: string, fileName: string) =>
  `${sender}/${messageId}/${fileName}`;

export const thumbnailPath = (sender: string, messageId: string) => `${sender}/${messageId}/thumb.jpg`;

/** A person's file name, cleaned as the row requires (no control characters, no slashes, 255 at most). */
export function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  return (cleaned || 'file').slice(0, 255);
}
