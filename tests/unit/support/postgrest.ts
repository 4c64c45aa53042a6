import { http, type HttpHandler } from 'msw';

// The app's Supabase client talks to the page origin (jsdom's), which msw answers.
export const ORIGIN = window.location.origin;
export const REST = `${ORIGIN}/rest/v1`;
export const STORAGE = `${ORIGIN}/storage/v1`;
export const AUTH = `${ORIGIN}/auth/v1`;

/**
 * Answers a Data API read the way PostgREST does: an object for a single-object request
 * (`maybeSingle`/`single`), otherwise the array, sliced by `offset`/`limit` when the query pages.
 */
export function rows(request: Request, data: readonly unknown[]): Response {
  if (request.headers.get('accept')?.includes('vnd.pgrst.object')) {
    return data.length
      ? Response.json(data[0])
      : Response.json({ code: 'PGRST116', message: 'no rows' }, { status: 406 });
  }
  const url = new URL(request.url);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : data.length;
  return Response.json(data.slice(offset, offset + limit));
}

/** A read handler for one table: fixed rows, or rows chosen from the request (its filters). */
export function table(
  name: string,
  data: readonly unknown[] | ((url: URL, request: Request) => readonly unknown[]),
): HttpHandler {
  return http.get(`${REST}/${name}`, ({ request }) =>
    rows(request, typeof data === 'function' ? data(new URL(request.url), request) : data),
  );
}
