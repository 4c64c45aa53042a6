import { uploadOnDemandFile } from './upload-file';

/** What a form does with an item's thumbnail or cover when it is saved. */
export type ImageChoice = { state: 'keep' } | { state: 'none' } | { state: 'new'; image: Blob; fromVideo: boolean };

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export const initialImageChoice = (path: string | null | undefined): ImageChoice =>
  path ? { state: 'keep' } : { state: 'none' };

/**
 * Carries out the choice for an item: uploads a new image under the item's id (the path the check
 * constraints and the Storage policy expect), and says which path the row keeps and which stored
 * file is no longer used (removed once the row is saved).
 */
export async function storeImageChoice(
  itemId: string,
  prefix: 'thumb' | 'cover',
  choice: ImageChoice,
  currentPath: string | null,
): Promise<{ path: string | null; stale: string | null }> {
  if (choice.state === 'keep') return { path: currentPath, stale: null };
  if (choice.state === 'none') return { path: null, stale: currentPath };
  const path = `${itemId}/${prefix}-${Date.now()}.${EXTENSION[choice.image.type] ?? 'jpg'}`;
  await uploadOnDemandFile(path, choice.image, () => undefined);
  return { path, stale: currentPath };
}
