/** JSON responses and CORS for edge functions, identical on Supabase and the embedded backend. */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

export function jsonError(status: number, error: string): Response {
  return json({ error }, status);
}

/** A failure that maps to an HTTP status; anything else thrown becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type Handler = (request: Request) => Promise<Response>;

/** Wraps a handler with CORS preflight, POST-only routing and error mapping. */
export function postHandler(handle: Handler, log: (message: string, error: unknown) => void = console.error): Handler {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return jsonError(405, 'Method not allowed');
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error.status, error.message);
      log('Unhandled function error', error);
      return jsonError(500, 'Internal error');
    }
  };
}

export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
}
