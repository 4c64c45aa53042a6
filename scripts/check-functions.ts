// `npm run check:functions`: type-checks every edge function with Deno exactly as
// `supabase functions deploy` uploads it: the function's folder and the shared code it imports,
// copied away from the repository (so nothing resolves through package.json or node_modules),
// with the import map config.toml names for it. Uses the `deno` npm package's binary.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { readFileSync } from 'node:fs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const supabaseDir = path.join(root, 'supabase');
const deno = path.join(root, 'node_modules', '.bin', 'deno');

const config = parse(readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8')) as {
  functions?: Record<string, { import_map?: string }>;
};
const functions = Object.entries(config.functions ?? {});
if (functions.length === 0) throw new Error('config.toml lists no [functions.<name>]');

const staging = mkdtempSync(path.join(tmpdir(), 'liftwise-functions-'));
try {
  const functionsDir = path.join(staging, 'functions');
  cpSync(path.join(supabaseDir, 'functions', '_shared'), path.join(functionsDir, '_shared'), { recursive: true });
  for (const [name, settings] of functions) {
    if (!settings.import_map)
      throw new Error(`[functions.${name}] has no import_map: the CLI would upload it without one`);
    cpSync(path.join(supabaseDir, 'functions', name), path.join(functionsDir, name), { recursive: true });
    const importMap = path.join(staging, path.relative(supabaseDir, path.resolve(supabaseDir, settings.import_map)));
    if (!existsSync(importMap)) throw new Error(`${settings.import_map} (import map of ${name}) does not exist`);
    execFileSync(deno, ['check', '--quiet', '--config', importMap, path.join(functionsDir, name, 'index.ts')], {
      cwd: staging,
      stdio: 'inherit',
      env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    });
    console.log(`✓ ${name}`);
  }
} finally {
  rmSync(staging, { recursive: true, force: true });
}
