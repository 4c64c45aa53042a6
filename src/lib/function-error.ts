import { FunctionsHttpError } from '@supabase/supabase-js';

/** The `{ error }` message an edge function answered with, when there is one. */
export async function functionErrorMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof FunctionsHttpError)) return null;
  const response: unknown = error.context;
  if (!(response instanceof Response)) return null;
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string')
      return body.error;
  } catch {
    // Not JSON: fall back to the caller's message.
  }
  return null;
}
