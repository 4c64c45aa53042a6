import { toProviderMessage } from '@/lib/errors';

const isStale = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 'PT409';

/** A failed save in words; the editor keeps every change so nothing is lost. */
export function saveErrorMessage(error: unknown): string {
  if (isStale(error)) {
    return 'Someone else saved this flow after you opened it. Your changes are still here: copy what you need, then reload the page to see theirs.';
  }
  return toProviderMessage(error, 'The flow could not be saved. Try again.');
}
