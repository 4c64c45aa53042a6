/**
 * Stands in for `@supabase/realtime-js` in the app's bundle (vite.config.ts `resolve.alias`), so
 * the Realtime client (realtime-js and phoenix, ~16 KiB gzip) is downloaded the first time a
 * channel is opened (messaging) instead of with every page: supabase-js's `createClient` builds
 * one eagerly, and the login page and Today never use it (docs/performance.md).
 *
 * `RealtimeClient` has the part of the real client's interface that supabase-js and the app use:
 * `channel`, `removeChannel`, `removeAllChannels`, `getChannels`, `setAuth`. A channel is returned
 * at once; the calls made on it before the real client has loaded (`.on(...)`, `.subscribe(...)`)
 * are replayed on the real channel in the same order, and later calls go straight to it. The types
 * the app sees stay the real ones (TypeScript does not read the alias).
 */
import type * as Realtime from '@supabase/realtime-js';

type RealClient = Realtime.RealtimeClient;
type RealChannel = Realtime.RealtimeChannel;
type ClientOptions = ConstructorParameters<typeof Realtime.RealtimeClient>[1];
type ChannelOptions = Parameters<RealClient['channel']>[1];
type RemoveResponse = Awaited<ReturnType<RealClient['removeChannel']>>;
type Call = { method: PropertyKey; args: unknown[] };

/** The real package, by a path the alias does not catch. */
const loadRealtime = (): Promise<typeof Realtime> => import('@supabase/realtime-js/dist/module/index.js');

const LAZY = Symbol('lazy realtime channel');

interface LazyChannel {
  [LAZY]: { ready: Promise<RealChannel | null>; real: () => RealChannel | null; remove: () => void };
}

function isLazyChannel(channel: unknown): channel is LazyChannel {
  return typeof channel === 'object' && channel !== null && LAZY in channel;
}

function callMethod(target: object, method: PropertyKey, args: unknown[]): unknown {
  const member: unknown = Reflect.get(target, method);
  if (typeof member !== 'function') throw new TypeError(`Realtime channel has no method ${String(method)}`);
  return Reflect.apply(member, target, args);
}

export class RealtimeClient {
  private real: RealClient | null = null;
  private loading: Promise<RealClient> | null = null;
  private auth: [token?: string | null] | null = null;
  private readonly lazyChannels = new Set<LazyChannel>();

  constructor(
    private readonly endPoint: string,
    private readonly options?: ClientOptions,
  ) {}

  private load(): Promise<RealClient> {
    this.loading ??= loadRealtime().then(async (module) => {
      const real = new module.RealtimeClient(this.endPoint, this.options);
      if (this.auth) await real.setAuth(...this.auth);
      this.real = real;
      return real;
    });
    return this.loading;
  }

  channel(topic: string, params?: ChannelOptions): RealChannel {
    if (this.real) return this.real.channel(topic, params);
    const calls: Call[] = [];
    let real: RealChannel | null = null;
    let removed = false;
    const ready = this.load().then((client) => {
      if (removed) return null;
      real = client.channel(topic, params);
      for (const call of calls) callMethod(real, call.method, call.args);
      return real;
    });
    const lazy: LazyChannel = { [LAZY]: { ready, real: () => real, remove: () => (removed = true) } };
    this.lazyChannels.add(lazy);
    void ready.finally(() => this.lazyChannels.delete(lazy));
    const proxy: LazyChannel = new Proxy(lazy, {
      get(target, property) {
        if (property === LAZY) return target[LAZY];
        if (real) {
          const member: unknown = Reflect.get(real, property);
          return typeof member === 'function' ? (...args: unknown[]) => Reflect.apply(member, real, args) : member;
        }
        // Not a promise: `await channel` must not wait for the download.
        if (property === 'then') return undefined;
        return (...args: unknown[]) => {
          calls.push({ method: property, args });
          return proxy;
        };
      },
    });
    // The proxy stands in for a channel; the types the app sees are the real ones.
    return proxy as unknown as RealChannel;
  }

  /**
   * Starts leaving at once when the real channel exists (as the real client does): a channel
   * opened again on the same topic right after must not be handed the one that is leaving.
   */
  removeChannel(channel: RealChannel): Promise<RemoveResponse> {
    const real = isLazyChannel(channel) ? channel[LAZY].real() : channel;
    if (real && this.real) return this.real.removeChannel(real);
    if (!isLazyChannel(channel)) return this.load().then((client) => client.removeChannel(channel));
    channel[LAZY].remove();
    return channel[LAZY].ready.then((created) =>
      created ? this.load().then((client) => client.removeChannel(created)) : 'ok',
    );
  }

  async removeAllChannels(): Promise<RemoveResponse[]> {
    if (this.real) return this.real.removeAllChannels();
    for (const lazy of this.lazyChannels) lazy[LAZY].remove();
    return [];
  }

  getChannels(): RealChannel[] {
    return this.real ? this.real.getChannels() : [];
  }

  /** Kept until the real client exists, then handed to it (supabase-js calls this on every token change). */
  async setAuth(token?: string | null): Promise<void> {
    this.auth = token === undefined ? [] : [token];
    if (this.real) await this.real.setAuth(token);
  }
}
