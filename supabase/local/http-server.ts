import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { LocalBackend } from './backend.ts';

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves a local backend over HTTP on loopback (port 0 picks a free one). */
export function serveBackend(backend: LocalBackend, port = 0): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: (request, env: { incoming?: { socket?: { remoteAddress?: string } } }) =>
          backend.fetch(request, env.incoming?.socket?.remoteAddress),
        port,
        hostname: '127.0.0.1',
        overrideGlobalObjects: false,
      },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () => new Promise<void>((done) => server.close(() => done())),
        });
      },
    );
    server.on('upgrade', (request, socket, head) => {
      if (!backend.realtime.handleUpgrade(request, socket, head)) socket.destroy();
    });
  });
}
