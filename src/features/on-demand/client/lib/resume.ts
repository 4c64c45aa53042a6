/**
 * Where a video resumes: the saved position, unless it is in the last few seconds (the client
 * finished it: start again) or the file is shorter than it (the video was replaced).
 */
export function resumeAt(savedSeconds: number, durationSeconds: number): number {
  if (!Number.isFinite(savedSeconds) || savedSeconds <= 0) return 0;
  if (Number.isFinite(durationSeconds) && savedSeconds >= durationSeconds - 5) return 0;
  return savedSeconds;
}
