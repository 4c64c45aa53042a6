import { describe, expect, it } from 'vitest';
import { startChunk } from '../../../scripts/vite/start-chunk';

/** A module graph as the build sees it: each module and what it imports statically. */
const graph: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/app/AppRoutes.tsx', '/app/node_modules/react/index.js'],
  '/app/src/app/AppRoutes.tsx': ['/app/src/lib/supabase.ts'],
  '/app/src/features/auth/components/LoginPage.tsx': ['/app/src/features/auth/LoginForm.tsx', '/app/src/lib/format.ts'],
  '/app/src/features/auth/LoginForm.tsx': [],
  '/app/src/app/SignedInRoutes.tsx': [
    '/app/src/app/layout/AppShell.tsx',
    '/app/src/lib/supabase.ts',
    '/app/node_modules/@tanstack/query.js',
  ],
  '/app/src/app/layout/AppShell.tsx': ['/app/src/lib/format.ts', '/app/src/app/nav/Sidebar.tsx'],
  '/app/src/app/nav/Sidebar.tsx': ['/app/node_modules/react/index.js'],
  '/app/src/lib/supabase.ts': [],
  '/app/src/lib/format.ts': [],
  '/app/node_modules/@tanstack/query.js': [],
  '/app/node_modules/react/index.js': [],
};

function built(options: Parameters<typeof startChunk>[0]) {
  const plugin = startChunk(options);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.buildEnd as (this: typeof context) => void).call(context);
  return Object.keys(graph).filter((id) => plugin.test(id));
}

describe('the signed-in start chunk', () => {
  it('groups what the shell imports, but not the shell itself nor what the entry or the login page loads', () => {
    expect(
      built({
        roots: ['src/app/SignedInRoutes.tsx'],
        exclude: ['src/main.tsx', 'src/features/auth/components/LoginPage.tsx'],
      }),
    ).toEqual([
      '/app/src/app/layout/AppShell.tsx',
      '/app/src/app/nav/Sidebar.tsx',
      '/app/node_modules/@tanstack/query.js',
    ]);
  });

  it('stops the build when a named module is not part of it (a renamed file)', () => {
    expect(() => built({ roots: ['src/app/Renamed.tsx'], exclude: [] })).toThrow(
      /src\/app\/Renamed.tsx is not part of the build/,
    );
  });
});
