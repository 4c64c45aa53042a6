// The import graph of src/, read with the TypeScript parser (no lint plugin needed): which module
// imports which, statically or through `import()`, and the cycles among the static imports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportRef {
  specifier: string;
  /** `import()` loads a module later, so it cannot take part in an evaluation cycle. */
  dynamic: boolean;
  /** `import type` / `export type` (or only `type` names): erased from the build. */
  typeOnly: boolean;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The module specifiers a file imports or re-exports, in source order. */
export function parseImports(fileName: string, text: string): ImportRef[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const refs: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) {
        refs.push({ specifier: node.moduleSpecifier.text, dynamic: false, typeOnly: isTypeOnly(node) });
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      refs.push({ specifier: node.arguments[0].text, dynamic: true, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The file (relative to `root`, with forward slashes) that `specifier` names from `fromFile`, or
 * undefined for packages and anything outside src/. `@/` is src/, as in tsconfig.json.
 */
export function resolveImport(
  fromFile: string,
  specifier: string,
  isFile: (relativePath: string) => boolean,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.posix.join('src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(fromFile), specifier);
  else return undefined;
  if (!base.startsWith('src/')) return undefined;
  if (/\.tsx?$/.test(base) && isFile(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find(isFile);
}

export interface ImportEdge {
  to: string;
  dynamic: boolean;
  typeOnly: boolean;
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(root, relative);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

/** Every module of src/ (tests aside) with the modules of src/ it imports. */
export function buildImportGraph(root: string): Map<string, ImportEdge[]> {
  const isFile = (relative: string) =>
    existsSync(path.join(root, relative)) && statSync(path.join(root, relative)).isFile();
  const graph = new Map<string, ImportEdge[]>();
  for (const file of sourceFiles(root, 'src')) {
    const edges: ImportEdge[] = [];
    for (const ref of parseImports(file, readFileSync(path.join(root, file), 'utf8'))) {
      const to = resolveImport(file, ref.specifier, isFile);
      if (to) edges.push({ to, dynamic: ref.dynamic, typeOnly: ref.typeOnly });
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * One cycle (a path that returns to its first module) for every group of modules that reach each
 * other, found with Tarjan's strongly connected components. A module importing itself counts.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  const connect = (node: string) => {
    index.set(node, next);
    lowLink.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(target)!));
      }
    }
    if (lowLink.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);

  return components
    .filter((component) => component.length > 1 || (graph.get(component[0]!) ?? []).includes(component[0]!))
    .map((component) => shortestCycle(graph, new Set(component)))
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest way back to the component's first module (in name order), staying inside it. */
function shortestCycle(graph: ReadonlyMap<string, readonly string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const cycle = [node];
        while (cycle[0] !== start) cycle.unshift(cameFrom.get(cycle[0]!)!);
        return [...cycle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * The imports that run when a module is evaluated: static and not type-only. A cycle among them
 * means a module can be read before it has finished initialising.
 */
export function evaluatedImports(graph: ReadonlyMap<string, readonly ImportEdge[]>): Map<string, string[]> {
  return new Map(
    [...graph].map(([file, edges]) => [
      file,
      edges.filter((edge) => !edge.dynamic && !edge.typeOnly).map((edge) => edge.to),
    ]),
  );
}
