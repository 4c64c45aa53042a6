import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * Marks the entry script and the module preloads Vite writes into index.html `fetchpriority="low"`:
 * the stylesheet the splash needs goes first and the splash paints before any script arrives, on
 * every connection. The scripts still start with the HTML (Chrome holds low-priority requests only
 * while the parser is in `<head>`, a few lines here).
 *
 * Lighthouse's simulation needs it too: it counts every high-priority script that had arrived
 * before the (unthrottled) first paint as render-blocking, and cannot tell that a module ran after
 * it (module scripts leave no EvaluateScript event in the trace; GoogleChrome/lighthouse#17163), so
 * its first contentful paint waited for the whole entry (docs/performance.md, "The splash first").
 */
export function withScriptsAfterSplash(html: string): string {
  const entries = html.match(ENTRY_SCRIPT) ?? [];
  if (entries.length !== 1) throw new Error(`splash first: expected one entry script, found ${entries.length}`);
  return html
    .replace(ENTRY_SCRIPT, (tag) => tag.replace('<script ', '<script fetchpriority="low" '))
    .replace(MODULE_PRELOAD, (tag) => tag.replace('<link ', '<link fetchpriority="low" '));
}

export function splashFirst(): Plugin {
  return {
    name: 'liftwise-splash-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withScriptsAfterSplash(html) },
  };
}
