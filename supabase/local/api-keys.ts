export interface ProjectKeys {
  publishableKey: string;
  secretKey: string;
}

export type KeyKind = 'publishable' | 'secret';

/** Which project key the request carries in its apikey header (or query), if any. */
export function requestKeyKind(request: Request, keys: ProjectKeys): KeyKind | null {
  const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (!key) return null;
  if (key === keys.secretKey) return 'secret';
  if (key === keys.publishableKey) return 'publishable';
  return null;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 ? token : null;
}
