import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Cluster {
  /** The directory holding the server's unix socket: the `host` to connect to. */
  socketDir: string;
  stop: () => void;
}

/** Debian's PostgreSQL server binaries (PG_BIN overrides), the newest installed major version. */
export function findPostgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: `sudo apt-get install -y postgresql` (CI does this in .ci/run), or set PG_BIN',
    );
  }
  return bin;
}

/**
 * Starts a throwaway cluster in a temporary directory, listening only on a unix socket there (no
 * port to collide with). PostgreSQL refuses to run as root, so as root (CI) the server runs as the
 * `postgres` user the Debian package creates; the client still connects over the socket.
 */
export function startCluster(bin: string): Cluster {
  const dir = mkdtempSync(path.join(tmpdir(), 'liftwise-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command);
    const [program, programArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    execFileSync(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
    const options = `-c listen_addresses='' -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    socketDir: dir,
    stop: () => {
      const file = path.join(bin, 'pg_ctl');
      const args = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
      spawnSync(asRoot ? 'runuser' : file, asRoot ? ['-u', 'postgres', '--', file, ...args] : args, {
        stdio: 'ignore',
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
