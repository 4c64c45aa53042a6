import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

/**
 * Modules a signed-in start needs, by the address it opens on. Without this the browser finds them
 * one level at a time: the entry, then the signed-in app and its route table, then the page and its
 * reads (three round trips before the first read; docs/performance.md, "Start-up on slow 4G").
 */
export interface SignedInPreloadOptions {
  /** The session's key in localStorage: present means the person is (probably) signed in. */
  sessionKey: string;
  /** The theme store's key in localStorage: a light theme is applied before the first paint. */
  themeKey: string;
  /** Loaded by every signed-in start. */
  always: string[];
  /** A path pattern (a regular expression's source, matched against the whole path) and its modules. */
  routes: Array<{ path: string; modules: string[] }>;
}

/** The JS files `modules` need (each module's chunk and what it imports statically), minus `skip`. */
export function chunkFiles(bundle: OutputBundle, modules: string[], skip: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>(skip);
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    files.push(fileName);
    chunk.imports.forEach(visit);
  };
  for (const module of modules) {
    const chunk = Object.values(bundle).find(
      (output) => output.type === 'chunk' && output.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`),
    );
    if (!chunk) throw new Error(`signed-in preload: ${module} is not a chunk of the build`);
    visit(chunk.fileName);
  }
  return files;
}

/** The entry and everything it imports statically: the HTML already loads those. */
function entryFiles(bundle: OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  return files;
}

/**
 * The inline script. It applies a stored light theme before the first paint. With a stored session it adds `<link rel="modulepreload">` for the signed-in
 * app and the page being opened, so they download beside the entry. It waits for the first frame
 * (the splash), so they do not compete with the stylesheet the splash needs. Signed out it does
 * nothing (the login page's download stays as small as it is). Plain ES5 that cannot throw past itself.
 */
export function preloadScript(
  sessionKey: string,
  base: string,
  always: string[],
  routes: Array<[string, string[]]>,
  themeKey = 'theme-storage',
): string {
  const data = JSON.stringify({ key: sessionKey, theme: themeKey, base, always, routes });
  return (
    // The theme first: the splash must not paint dark for someone who chose light.
    `(function(d){try{var t=JSON.parse(localStorage.getItem(d.theme)||'null');` +
    `if(t&&t.state&&t.state.theme==='light'){var h=document.documentElement;h.classList.remove('dark');` +
    `h.style.colorScheme='light'}}catch(e){}` +
    `try{if(!localStorage.getItem(d.key))return;var p=location.pathname,l=d.always.slice();` +
    `d.routes.forEach(function(r){if(new RegExp('^(?:'+r[0]+')$').test(p))l=l.concat(r[1])});` +
    `requestAnimationFrame(function(){setTimeout(function(){l.forEach(function(f){` +
    `var e=document.createElement('link');e.rel='modulepreload';e.href=d.base+f;document.head.appendChild(e)})})})` +
    `}catch(e){}})(${data});`
  );
}

/**
 * Puts the script right after `<meta charset>` (which must stay in the first 1,024 bytes), so it
 * runs before the stylesheet link: a classic script after a pending stylesheet would wait for it.
 */
export function withPreloadScript(html: string, script: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('signed-in preload: index.html has no <meta charset>');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`;
}

export function signedInPreload(options: SignedInPreloadOptions): Plugin {
  let base = '/';
  return {
    name: 'liftwise-signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const skip = entryFiles(bundle);
        const always = chunkFiles(bundle, options.always, skip);
        const shared = new Set([...skip, ...always]);
        const routes = options.routes.map(
          ({ path, modules }) => [path, chunkFiles(bundle, modules, shared)] as [string, string[]],
        );
        return withPreloadScript(html, preloadScript(options.sessionKey, base, always, routes, options.themeKey));
      },
    },
  };
}
