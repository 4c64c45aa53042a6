// Route budgets: which chunks a route loads (from Vite's manifest) and whether their gzip size fits.
// Pure functions, unit-tested in tests/unit/size-budget.test.ts; run-size.ts does the I/O.
import path from 'node:path';

/** One entry of `dist/.vite/manifest.json` (the fields this script reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  /** What a person opens, e.g. `/login`. */
  route: string;
  /** The manifest keys (source paths) of the lazily loaded modules this route renders. */
  modules: string[];
  /** Upper limit for the gzip JS the route loads, in bytes. */
  budgetBytes: number;
}

export interface RouteSize {
  route: string;
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
  overBy: number;
}

export const KIB = 1024;

/**
 * The JS files a page loads: the HTML entry, the given lazily loaded modules, and everything they
 * import statically, each file once. Dynamic imports are not followed: they load on demand.
 */
export function chunksFor(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The manifest's HTML entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0]![0];
}

/** Sizes each route's JS and compares it with its budget. `sizeOf` returns a file's gzip size. */
export function measureRoutes(
  manifest: Manifest,
  budgets: RouteBudget[],
  sizeOf: (file: string) => number,
): RouteSize[] {
  const entry = entryKey(manifest);
  return budgets.map(({ route, modules, budgetBytes }) => {
    const files = chunksFor(manifest, [entry, ...modules]);
    const gzipBytes = files.reduce((total, file) => total + sizeOf(file), 0);
    return { route, files, gzipBytes, budgetBytes, overBy: Math.max(0, gzipBytes - budgetBytes) };
  });
}

export function formatKiB(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

/** A plain-text table of the results, one line a route, with ✗ on a route over its budget. */
export function formatReport(sizes: RouteSize[]): string {
  const width = Math.max(...sizes.map((size) => size.route.length), 5);
  const lines = [`${'route'.padEnd(width)}  ${'gzip JS'.padStart(10)}  ${'budget'.padStart(10)}  files`];
  for (const size of sizes) {
    const mark = size.overBy > 0 ? `  ✗ over by ${formatKiB(size.overBy)}` : '';
    lines.push(
      `${size.route.padEnd(width)}  ${formatKiB(size.gzipBytes).padStart(10)}  ${formatKiB(size.budgetBytes).padStart(10)}  ${String(size.files.length).padStart(5)}${mark}`,
    );
  }
  return lines.join('\n');
}

/**
 * Reads which module a signed-in route renders from the source of src/app/route-table.ts:
 * `page('/path', 'Title', once(() => import('…')))`, or a named loader declared in the file
 * (`const x = once(() => import('…'))`), or the "coming soon" page when no loader is given.
 * Returns the source path relative to the project root (the manifest's key).
 */
export function routeModuleFromTable(source: string, routePath: string): string {
  const loaders = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) = once\(\(\) => import\('([^']+)'\)\)/g)) {
    loaders.set(match[1]!, match[2]!);
  }
  const rest = pageCallRest(source, routePath);
  const inline = /import\('([^']+)'\)/.exec(rest);
  const named = /^\s*,\s*(\w+)/.exec(rest)?.[1];
  const specifier = inline?.[1] ?? loaders.get(named ?? 'comingSoon');
  if (!specifier) throw new Error(`cannot tell which module route ${routePath} loads (${named ?? 'no loader'})`);
  return toSourcePath(specifier);
}

/** The arguments of a route's `page('/path', 'Title', …)` call after the title, up to its closing parenthesis. */
function pageCallRest(source: string, routePath: string): string {
  const escaped = routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = new RegExp(`page\\(\\s*'${escaped}',\\s*'(?:[^'\\\\]|\\\\.)*'`).exec(source);
  if (!start) throw new Error(`route ${routePath} is not in the route table`);
  let depth = 1;
  let end = start.index + start[0].length;
  while (end < source.length && depth > 0) {
    const char = source[end];
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    end += 1;
  }
  return source.slice(start.index + start[0].length, end - 1);
}

/**
 * The view each role loads on a route whose page loads one by role (`roleViews: views` in the
 * route table, an object the table imports from a feature file that declares each view's loader
 * as `const name = () => import('./…')` and maps roles to them: `{ client: name, … }`). Returns the
 * manifest key of each role's view, or undefined for a route without views. `read` returns a
 * source file's text (a path relative to the project root), or undefined when there is none.
 */
export function roleViewsFromTable(
  source: string,
  routePath: string,
  read: (file: string) => string | undefined,
): Record<string, string> | undefined {
  const name = /\broleViews:\s*(\w+)/.exec(pageCallRest(source, routePath))?.[1];
  if (!name) return undefined;
  const specifier = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(source)?.[1];
  if (!specifier) throw new Error(`cannot tell where ${name}, the role views of ${routePath}, comes from`);
  const base = toSourcePath(specifier).replace(/\.tsx$/, '');
  const file = [`${base}.ts`, `${base}.tsx`].find((candidate) => read(candidate) !== undefined);
  const text = file === undefined ? undefined : read(file);
  if (file === undefined || text === undefined)
    throw new Error(`${specifier} (the role views of ${routePath}) not found`);
  const loaders = new Map<string, string>();
  for (const match of text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) loaders.set(match[1]!, match[2]!);
  const object = new RegExp(`export const ${name}\\b[^=]*=\\s*\\{([^}]*)\\}`).exec(text)?.[1];
  if (!object) throw new Error(`${file} does not declare ${name} as an object of loaders`);
  const views: Record<string, string> = {};
  for (const [, role, loader] of object.matchAll(/(\w+):\s*(\w+)/g)) {
    const relative = loaders.get(loader!);
    if (!relative) throw new Error(`${file}: ${loader} is not a loader of the form () => import('…')`);
    const resolved = path.posix.join(path.posix.dirname(file), relative);
    views[role!] = /\.[jt]sx?$/.test(resolved) ? resolved : `${resolved}.tsx`;
  }
  if (Object.keys(views).length === 0) throw new Error(`${file}: ${name} names no view`);
  return views;
}

/** `@/x` is `src/x`; `./x` is relative to src/app; the manifest keys carry the file extension. */
export function toSourcePath(specifier: string): string {
  const base = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : specifier.startsWith('./')
      ? `src/app/${specifier.slice(2)}`
      : specifier;
  return /\.[jt]sx?$/.test(base) ? base : `${base}.tsx`;
}

/** The files a generated service worker precaches (workbox's `url:"…"` entries in sw.js). */
export function precacheUrls(serviceWorker: string): string[] {
  return [...new Set([...serviceWorker.matchAll(/url:\s*"([^"]+)"/g)].map((match) => match[1]!))];
}

/**
 * What a first visit downloads: the page's own files plus what the service worker precaches, each
 * file once, as a multiple of the page alone. Only JS and CSS count (the HTML is there either way).
 */
export function firstVisitRatio(pageFiles: string[], precached: string[], sizeOf: (file: string) => number) {
  const counted = (file: string) => /\.(?:js|css)$/.test(file);
  const page = pageFiles.filter(counted);
  const total = new Set([...page, ...precached.filter(counted)]);
  const pageBytes = page.reduce((sum, file) => sum + sizeOf(file), 0);
  const totalBytes = [...total].reduce((sum, file) => sum + sizeOf(file), 0);
  return { pageBytes, totalBytes, ratio: totalBytes / pageBytes };
}

/** Every route pattern of src/app/route-table.ts (`page('/path', …)`), in table order. */
export function routePathsFromTable(source: string): string[] {
  return [...source.matchAll(/page\(\s*'([^']+)'/g)].map((match) => match[1]!);
}
