import { probeVideo } from '@/lib/media/video-probe';
import type { NewAttachment } from '../hooks/use-outbox';
import type { AttachmentKind } from './attachments';

const PROBE_IMAGE_MS = 5000;

/** An image's size in pixels, or nulls when the browser cannot decode it (HEIC in Chrome). */
async function imageSize(file: Blob): Promise<{ width: number | null; height: number | null }> {
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve) => {
      const image = new Image();
      const timer = setTimeout(() => resolve({ width: null, height: null }), PROBE_IMAGE_MS);
      image.onload = () => {
        clearTimeout(timer);
        resolve({ width: image.naturalWidth || null, height: image.naturalHeight || null });
      };
      image.onerror = () => {
        clearTimeout(timer);
        resolve({ width: null, height: null });
      };
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * What the thread shows before the file is downloaded: a photo's size (the bubble keeps its shape
 * while it loads), a video's length, size and a still for its poster. Loaded with the file picker,
 * not with the inbox. Nothing leaves the device here.
 */
export async function prepareAttachment(file: File, mime: string, kind: AttachmentKind): Promise<NewAttachment> {
  const base: NewAttachment = { file, name: file.name, mime };
  if (kind === 'image') return { ...base, ...(await imageSize(file)) };
  if (kind !== 'video') return base;
  const probe = await probeVideo(file);
  return {
    ...base,
    durationSeconds: probe.durationSeconds,
    thumbnail: probe.frame,
    width: probe.width ?? null,
    height: probe.height ?? null,
  };
}
