import type { Rollup } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkFiles, preloadScript, withPreloadScript } from '../../scripts/vite/startup-script';

function chunk(fileName: string, facade: string | null, imports: string[], isEntry = false): Rollup.OutputChunk {
  return { type: 'chunk', fileName, facadeModuleId: facade, imports, isEntry } as unknown as Rollup.OutputChunk;
}

const bundle: Rollup.OutputBundle = {
  'assets/index.js': chunk('assets/index.js', '/app/src/main.tsx', ['assets/react.js'], true),
  'assets/react.js': chunk('assets/react.js', null, []),
  'assets/SignedIn.js': chunk('assets/SignedIn.js', '/app/src/app/SignedInRoutes.tsx', [
    'assets/react.js',
    'assets/query.js',
  ]),
  'assets/query.js': chunk('assets/query.js', null, []),
  'assets/Today.js': chunk('assets/Today.js', '/app/src/features/dashboard/DashboardPage.tsx', [
    'assets/query.js',
    'assets/cards.js',
  ]),
  'assets/cards.js': chunk('assets/cards.js', null, []),
};

describe('chunkFiles', () => {
  it("lists a module's chunk and its static imports, without what is already loaded", () => {
    const skip = new Set(['assets/index.js', 'assets/react.js']);
    expect(chunkFiles(bundle, ['src/app/SignedInRoutes.tsx'], skip)).toEqual(['assets/SignedIn.js', 'assets/query.js']);
    const afterShell = new Set([...skip, 'assets/SignedIn.js', 'assets/query.js']);
    expect(chunkFiles(bundle, ['src/features/dashboard/DashboardPage.tsx'], afterShell)).toEqual([
      'assets/Today.js',
      'assets/cards.js',
    ]);
  });

  it('fails the build when a module is not a chunk of it', () => {
    expect(() => chunkFiles(bundle, ['src/missing.tsx'], new Set())).toThrow(/src\/missing\.tsx/);
  });
});

describe('withPreloadScript', () => {
  it('puts the script right after <meta charset>, before anything that could block it', () => {
    const html = '<html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css"></head></html>';
    expect(withPreloadScript(html, 'run()')).toBe(
      '<html><head><meta charset="UTF-8" /><script>run()</script><link rel="stylesheet" href="/a.css"></head></html>',
    );
    expect(() => withPreloadScript('<html><head></head></html>', 'run()')).toThrow(/charset/);
  });
});

describe('the inline preload script', () => {
  const script = preloadScript('session-key', '/', ['assets/SignedIn.js'], [['/', ['assets/Today.js']]]);
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );

  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.useRealTimers();
  });

  function run() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    new Function(script)();
    vi.runAllTimers();
  }

  it('does nothing for someone signed out', () => {
    run();
    expect(preloaded()).toEqual([]);
  });

  it('preloads the signed-in app, and the page when it is the one opened', () => {
    localStorage.setItem('session-key', '{"access_token":"x"}');
    run();
    expect(preloaded()).toEqual(['/assets/SignedIn.js', '/assets/Today.js']);
  });

  it('applies a stored light theme before the first paint, signed in or not', () => {
    document.documentElement.classList.add('dark');
    localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'light' }, version: 0 }));
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = '';
    localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'dark' }, version: 0 }));
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('preloads only the signed-in app on another page', () => {
    localStorage.setItem('session-key', '{"access_token":"x"}');
    window.history.replaceState(null, '', '/progression');
    run();
    expect(preloaded()).toEqual(['/assets/SignedIn.js']);
  });
});
