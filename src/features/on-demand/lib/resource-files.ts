import type { Enums } from '@/lib/database.types';

export type ResourceKind = Enums<'on_demand_kind'>;
export type FileKind = Exclude<ResourceKind, 'link'>;

const MIB = 1024 * 1024;

/**
 * What the private on-demand bucket stores, and how large. The bucket itself refuses other types
 * and anything over the video ceiling (20261129200000_on_demand_schema.sql); the smaller limits for
 * documents and images are the app's, checked before a byte is sent. docs/on-demand.md states them.
 */
export const FILE_RULES: Record<FileKind, { types: readonly string[]; maxBytes: number; label: string }> = {
  video: {
    types: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxBytes: 500 * MIB,
    label: 'MP4, WebM or MOV video',
  },
  document: { types: ['application/pdf'], maxBytes: 25 * MIB, label: 'PDF' },
  image: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 10 * MIB, label: 'JPEG, PNG or WebP image' },
};

export function formatBytes(bytes: number): string {
  if (bytes >= MIB) return `${Math.round((bytes / MIB) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The kind a file of this type becomes, or null when the bucket does not store it. */
export function kindOfFile(type: string): FileKind | null {
  for (const kind of Object.keys(FILE_RULES) as FileKind[]) {
    if (FILE_RULES[kind].types.includes(type)) return kind;
  }
  return null;
}

/** Why this file cannot be uploaded as this kind, in words for the person choosing it; null when it can. */
export function refusalOf(file: { name: string; type: string; size: number }, kind: FileKind): string | null {
  const rule = FILE_RULES[kind];
  if (!rule.types.includes(file.type)) {
    return `"${file.name}" is not a ${rule.label}. Choose a ${rule.label} file.`;
  }
  if (file.size > rule.maxBytes) {
    return `"${file.name}" is ${formatBytes(file.size)}; ${kind === 'image' ? 'an' : 'a'} ${kind} can be up to ${formatBytes(rule.maxBytes)}.`;
  }
  if (file.size === 0) return `"${file.name}" is empty.`;
  return null;
}

/** Where a resource's file goes: under its id (the Storage policy reads the id from the path). */
export function storagePathFor(resourceId: string, fileName: string, prefix = 'file'): string {
  const dot = fileName.lastIndexOf('.');
  const extension =
    dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
          .slice(0, 8)
      : '';
  return `${resourceId}/${prefix}-${Date.now()}${extension ? `.${extension}` : ''}`;
}
