import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { functionFactories } from '../../../supabase/functions/registry.ts';

// `supabase functions deploy` uploads a function with the import map config.toml names for it; the
// handlers run on Node (embedded backend, tests) with package.json's versions, so the Deno import
// maps must pin the very same ones.
const root = path.resolve(import.meta.dirname, '../../..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const config = parse(readFileSync(path.join(root, 'supabase', 'config.toml'), 'utf8')) as {
  functions?: Record<string, { import_map?: string; verify_jwt?: boolean }>;
};

describe.each(Object.keys(functionFactories))('deploying the %s function', (name) => {
  it('names the import map in its own folder in config.toml', () => {
    expect(config.functions?.[name]?.import_map).toBe(`./functions/${name}/deno.json`);
  });

  it('pins every npm import to the version package.json installs', () => {
    const denoJson = JSON.parse(readFileSync(path.join(root, 'supabase', 'functions', name, 'deno.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    expect(Object.keys(denoJson.imports).length).toBeGreaterThan(0);
    for (const [specifier, target] of Object.entries(denoJson.imports)) {
      expect(target, specifier).toBe(`npm:${specifier}@${packageJson.dependencies[specifier]}`);
    }
  });
});
