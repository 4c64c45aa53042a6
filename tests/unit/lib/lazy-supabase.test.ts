import { beforeEach, describe, expect, it, vi } from 'vitest';

// Fakes of the real packages, reached by the file paths the shims import.
const realtime = vi.hoisted(() => {
  const log: string[] = [];
  class FakeChannel {
    subscribed = false;
    constructor(readonly topic: string) {}
    on(event: string) {
      if (this.subscribed) throw new Error(`cannot add ${event} after subscribe()`);
      log.push(`on ${this.topic} ${event}`);
      return this;
    }
    subscribe() {
      this.subscribed = true;
      log.push(`subscribe ${this.topic}`);
      return this;
    }
  }
  class FakeRealtimeClient {
    channels: FakeChannel[] = [];
    constructor(readonly url: string) {
      log.push(`new client ${url}`);
    }
    channel(name: string) {
      const topic = `realtime:${name}`;
      const existing = this.channels.find((channel) => channel.topic === topic);
      if (existing) return existing;
      const channel = new FakeChannel(topic);
      this.channels.push(channel);
      return channel;
    }
    removeChannel(channel: FakeChannel) {
      // The real client takes the channel off its list before its first await.
      this.channels = this.channels.filter((c) => c !== channel);
      log.push(`remove ${channel.topic}`);
      return Promise.resolve('ok');
    }
    getChannels() {
      return this.channels;
    }
    removeAllChannels() {
      return Promise.resolve(this.channels.map(() => 'ok'));
    }
    setAuth(token?: string | null) {
      log.push(`auth ${token === undefined ? '(callback)' : String(token)}`);
      return Promise.resolve();
    }
  }
  return { log, FakeRealtimeClient };
});

const storage = vi.hoisted(() => {
  const log: string[] = [];
  class FakeStorageClient {
    constructor(readonly url: string) {
      log.push(`new storage ${url}`);
    }
    from(bucket: string) {
      return {
        upload: (path: string) => Promise.resolve({ data: { path: `${bucket}/${path}` }, error: null }),
        getPublicUrl: (path: string) => ({ data: { publicUrl: `${this.url}/object/public/${bucket}/${path}` } }),
      };
    }
  }
  return { log, FakeStorageClient };
});

vi.mock('@supabase/realtime-js/dist/module/index.js', () => ({ RealtimeClient: realtime.FakeRealtimeClient }));
vi.mock('@supabase/storage-js/dist/index.mjs', () => ({ StorageClient: storage.FakeStorageClient }));

const { RealtimeClient } = await import('@/lib/lazy-supabase/realtime-js');
const { StorageClient } = await import('@/lib/lazy-supabase/storage-js');

beforeEach(() => {
  realtime.log.length = 0;
  storage.log.length = 0;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazy Realtime client', () => {
  it('loads nothing until a channel is opened', async () => {
    const client = new RealtimeClient('ws://example/realtime/v1');
    await client.setAuth('token-1');
    expect(client.getChannels()).toEqual([]);
    expect(realtime.log).toEqual([]);
  });

  it('replays the calls made before the load, in order, and hands over the latest token', async () => {
    const client = new RealtimeClient('ws://example/realtime/v1');
    await client.setAuth('token-1');
    await client.setAuth('token-2');
    const channel = client.channel('messages:me');
    const chained = channel.on('postgres_changes', { event: '*', schema: 'public' }, () => undefined).subscribe();
    expect(chained).toBe(channel);
    await settle();
    expect(realtime.log).toEqual([
      'new client ws://example/realtime/v1',
      'auth token-2',
      'on realtime:messages:me postgres_changes',
      'subscribe realtime:messages:me',
    ]);
    expect(client.getChannels()).toHaveLength(1);
  });

  it('removes a channel before a new one on the same topic is opened', async () => {
    const client = new RealtimeClient('ws://example/realtime/v1');
    const first = client
      .channel('messages:me')
      .on('postgres_changes', { event: '*', schema: 'public' }, () => undefined)
      .subscribe();
    await settle();
    void client.removeChannel(first);
    // Opened again at once: it must be a fresh channel, not the subscribed one that is leaving.
    expect(() =>
      client.channel('messages:me').on('postgres_changes', { event: '*', schema: 'public' }, () => undefined),
    ).not.toThrow();
  });

  it('never opens a channel removed before the client loaded', async () => {
    const client = new RealtimeClient('ws://example/realtime/v1');
    const channel = client.channel('messages:me').subscribe();
    await expect(client.removeChannel(channel)).resolves.toBe('ok');
    expect(realtime.log.filter((line) => line.startsWith('subscribe'))).toEqual([]);
    expect(client.getChannels()).toEqual([]);
  });

  it('is not mistaken for a promise', async () => {
    const client = new RealtimeClient('ws://example/realtime/v1');
    const channel = client.channel('messages:me');
    expect((channel as unknown as { then?: unknown }).then).toBeUndefined();
  });
});

describe('lazy Storage client', () => {
  it('loads the real client on the first call and forwards it', async () => {
    const client = new StorageClient('http://example/storage/v1', {});
    expect(storage.log).toEqual([]);
    const bucket = client.from('photos');
    await expect(bucket.upload('me/a.jpg', new ArrayBuffer(1))).resolves.toEqual({
      data: { path: 'photos/me/a.jpg' },
      error: null,
    });
    expect(storage.log).toEqual(['new storage http://example/storage/v1']);
    // Once loaded, the synchronous call works on the same bucket object.
    expect(bucket.getPublicUrl('me/a.jpg').data.publicUrl).toBe(
      'http://example/storage/v1/object/public/photos/me/a.jpg',
    );
  });

  it('says clearly when getPublicUrl is called before anything loaded it', () => {
    const client = new StorageClient('http://example/storage/v1', {});
    expect(() => client.from('photos').getPublicUrl('x')).toThrow(/has not loaded yet/);
  });
});
