import { isOnline } from './connectivity';

/**
 * Whether an error is a module that could not be downloaded (no signal, or a file a deploy
 * replaced) rather than a screen that broke. Each browser words it differently; Vite's preloader
 * reports a stylesheet it could not load.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!isOnline()) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload|Failed to fetch|error loading dynamically/i.test(
    message,
  );
}
