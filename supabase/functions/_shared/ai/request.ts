import { HttpError, json } from '../http.ts';
import { ProviderError } from './provider.ts';

/** Reads the body as text first so an oversize request is refused before it is parsed. */
export async function readLimitedJson(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) throw new HttpError(413, `The request is too large (at most ${maxBytes / 1024} kB)`);
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes) {
    throw new HttpError(413, `The request is too large (at most ${maxBytes / 1024} kB)`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
}

export function providerFailure(error: unknown, message: string): Response {
  if (!(error instanceof ProviderError)) throw error;
  return json({ error: message, reason: error.kind }, error.kind === 'timeout' ? 504 : 502);
}
