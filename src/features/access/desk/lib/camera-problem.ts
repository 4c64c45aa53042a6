/** Why the desk cannot use a camera, as the browser (or the scanner library) reported it. */
export type CameraProblem = 'denied' | 'none' | 'insecure' | 'unavailable';

/**
 * getUserMedia rejects with a DOMException whose name says why; qr-scanner reports any failure to
 * open a stream as the string "Camera not found.", so the desk asks getUserMedia itself first.
 */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || error === 'Camera not found.') return 'none';
  if (name === 'NotReadableError' || name === 'AbortError') return 'unavailable';
  return 'unavailable';
}

export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, { title: string; text: string }> = {
  denied: {
    title: 'Camera permission refused',
    text: 'Allow the camera for this site in the browser’s settings, then try again. The PIN and “by name” still work.',
  },
  none: {
    title: 'No camera found',
    text: 'This device has no camera the browser can use. Use the PIN pad or check in by name.',
  },
  insecure: {
    title: 'Camera needs a secure page',
    text: 'Browsers open the camera only on https pages. Use the PIN pad or check in by name.',
  },
  unavailable: {
    title: 'The camera is busy or failed',
    text: 'Another app may be using it. Close it and try again, or use the PIN pad.',
  },
};
