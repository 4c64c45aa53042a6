/**
 * What the browser can tell about a video file before it is uploaded: its length (a `<video>`
 * element's metadata) and a still for its thumbnail (a frame drawn to a canvas). Either is null
 * when the browser cannot decode the file (a MOV codec Chrome lacks, say): staff then type the
 * length and choose an image themselves. Nothing leaves the device.
 */
export interface VideoProbe {
  durationSeconds: number | null;
  frame: Blob | null;
  /** The picture's size in pixels (null when the browser cannot decode it). */
  width?: number | null;
  height?: number | null;
}

const FRAME_WIDTH = 640;
const WAIT_MS = 10_000;

function once(target: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), WAIT_MS);
    target.addEventListener(
      event,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    target.addEventListener(
      'error',
      () => {
        clearTimeout(timer);
        reject(new Error('the video cannot be decoded'));
      },
      { once: true },
    );
  });
}

/** Where the still is taken: one second in, or a tenth of the way through a shorter video. */
export function frameTimeOf(durationSeconds: number): number {
  return Math.min(1, durationSeconds / 10);
}

export async function probeVideo(file: Blob): Promise<VideoProbe> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  let durationSeconds: number | null = null;
  let frame: Blob | null = null;
  let width: number | null = null;
  let height: number | null = null;
  try {
    const metadata = once(video, 'loadedmetadata');
    video.src = url;
    await metadata;
    if (video.duration === Infinity) {
      // A recording (MediaRecorder WebM) often states no length: seeking past the end makes the
      // browser find it. The frame is taken by a second seek below.
      const ended = once(video, 'seeked');
      video.currentTime = Number.MAX_SAFE_INTEGER;
      await ended;
    }
    if (Number.isFinite(video.duration) && video.duration > 0) {
      durationSeconds = Math.min(86_400, Math.max(1, Math.round(video.duration)));
    }
    if (video.videoWidth > 0 && video.videoHeight > 0) {
      width = video.videoWidth;
      height = video.videoHeight;
      const seeked = once(video, 'seeked');
      video.currentTime = frameTimeOf(Number.isFinite(video.duration) ? video.duration : 0);
      await seeked;
      const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
      frame = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    }
  } catch {
    // Undecodable or too slow: whatever was read so far stands.
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
  return { durationSeconds, frame, width, height };
}
