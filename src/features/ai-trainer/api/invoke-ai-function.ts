import { supabaseAnonKey, supabaseUrl } from '@/lib/env';
import { supabase } from '@/lib/supabase';

/**
 * Language-model calls get 60 s, not the 10 s every data call gets: a provider writing a
 * 1,500-token workout takes 10-40 s, and the person sees a progress state with Cancel instead of a
 * spinner, so waiting is their choice. The function itself gives up on the provider after 45 s.
 */
export const AI_REQUEST_TIMEOUT_MS = 60_000;

/** A refusal with the function's own message (rate limit, size) or the spec's error. */
export class AiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AiRequestError';
  }
}

/** POSTs to an AI edge function with the session, a longer time limit and the caller's cancel signal. */
export async function invokeAiFunction<T>(
  name: string,
  body: unknown,
  fallbackMessage: string,
  signal?: AbortSignal,
): Promise<T> {
  const { data } = await supabase.auth.getSession();
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Timed out', 'TimeoutError')),
    AI_REQUEST_TIMEOUT_MS,
  );
  const forward = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetch(`${supabaseUrl}/functions/v1/${name}`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        apikey: supabaseAnonKey,
        'Content-Type': 'application/json',
        ...(data.session ? { Authorization: `Bearer ${data.session.access_token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message =
        (response.status === 429 || response.status === 413) && isErrorBody(payload) ? payload.error : fallbackMessage;
      throw new AiRequestError(message, response.status);
    }
    return payload as T;
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof AiRequestError) throw error;
    throw new AiRequestError(fallbackMessage, 0);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

function isErrorBody(value: unknown): value is { error: string } {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}
