/**
 * Stands in for `@supabase/storage-js` in the app's bundle (vite.config.ts `resolve.alias`), so the
 * Storage client (~6 KiB gzip) is downloaded the first time a file is uploaded, signed or removed,
 * instead of with every page: supabase-js's `createClient` builds one eagerly (docs/performance.md).
 *
 * `supabase.storage.from(bucket)` returns a bucket whose methods load the real client and then run;
 * they all return promises already, except `getPublicUrl`, which works once the real client is
 * there (the app calls it after an upload). The types the app sees stay the real ones.
 */
import type * as Storage from '@supabase/storage-js';

type RealClient = Storage.StorageClient;
type ClientArgs = ConstructorParameters<typeof Storage.StorageClient>;

/** The real package, by a path the alias does not catch. */
const loadStorage = (): Promise<typeof Storage> => import('@supabase/storage-js/dist/index.mjs');

/** Errors are built by the real client; this name only has to exist for supabase-js's re-export. */
export { StorageApiError } from './storage-errors';

function callMethod(target: object, method: PropertyKey, args: unknown[]): unknown {
  const member: unknown = Reflect.get(target, method);
  if (typeof member !== 'function') throw new TypeError(`Storage has no method ${String(method)}`);
  return Reflect.apply(member, target, args);
}

export class StorageClient {
  private real: RealClient | null = null;
  private loading: Promise<RealClient> | null = null;
  private readonly args: ClientArgs;

  constructor(...args: ClientArgs) {
    this.args = args;
  }

  private load(): Promise<RealClient> {
    // A failed load (the chunk asked for while offline) is forgotten, so the next call tries again
    // rather than failing for the rest of the page's life (an outbox retrying an upload).
    this.loading ??= loadStorage().then(
      (module) => (this.real = new module.StorageClient(...this.args)),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  from(bucket: string): ReturnType<RealClient['from']> {
    if (this.real) return this.real.from(bucket);
    const proxy = new Proxy(
      {},
      {
        get: (_target, property) => {
          if (property === 'then') return undefined;
          if (this.real) {
            const file = this.real.from(bucket);
            return (...args: unknown[]) => callMethod(file, property, args);
          }
          if (property === 'getPublicUrl') {
            return () => {
              throw new Error('getPublicUrl: the storage client has not loaded yet (call it after an upload)');
            };
          }
          return async (...args: unknown[]) => callMethod((await this.load()).from(bucket), property, args);
        },
      },
    );
    return proxy as ReturnType<RealClient['from']>;
  }
}
