/**
 * supabase-js re-exports `StorageApiError` from storage-js. The app never builds or tests for it
 * (errors from storage are read by message); this class only keeps that export defined while the
 * real storage-js loads lazily (storage-js.ts).
 */
export class StorageApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly statusCode: string,
  ) {
    super(message);
    this.name = 'StorageApiError';
  }
}
