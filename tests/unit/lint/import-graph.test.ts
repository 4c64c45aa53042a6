// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluatedImports, findCycles, parseImports, resolveImport } from '../../../scripts/lint/import-graph';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds none in a graph that only points one way', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds a cycle of two and one of three, each once, from its first module by name', () => {
    const cycles = findCycles(graphOf({ a: ['b'], b: ['a'], c: ['d'], d: ['e'], e: ['c', 'a'], f: ['c'] }));
    expect(cycles).toEqual([
      ['a', 'b', 'a'],
      ['c', 'd', 'e', 'c'],
    ]);
  });

  it('names the shortest way round a knot of modules', () => {
    const [cycle] = findCycles(graphOf({ a: ['b', 'x'], b: ['c'], c: ['a'], x: ['a'] }));
    expect(cycle).toEqual(['a', 'x', 'a']);
  });

  it('counts a module that imports itself', () => {
    expect(findCycles(graphOf({ a: ['a'], b: [] }))).toEqual([['a', 'a']]);
  });

  it('ignores imports of modules outside the graph', () => {
    expect(findCycles(graphOf({ a: ['react'] }))).toEqual([]);
  });
});

describe('parseImports', () => {
  it('tells type-only and lazy imports from the ones that run', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import { type D, d } from './d';",
      "export { e } from './e';",
      "export type { F } from './f';",
      "import './g';",
      "const h = () => import('./h');",
    ].join('\n');
    expect(parseImports('x.ts', source)).toEqual([
      { specifier: './a', dynamic: false, typeOnly: false },
      { specifier: './b', dynamic: false, typeOnly: true },
      { specifier: './c', dynamic: false, typeOnly: true },
      { specifier: './d', dynamic: false, typeOnly: false },
      { specifier: './e', dynamic: false, typeOnly: false },
      { specifier: './f', dynamic: false, typeOnly: true },
      { specifier: './g', dynamic: false, typeOnly: false },
      { specifier: './h', dynamic: true, typeOnly: false },
    ]);
  });

  it('keeps only the evaluated imports for the cycle check', () => {
    const graph = new Map([
      [
        'src/a.ts',
        [
          { to: 'src/b.ts', dynamic: false, typeOnly: false },
          { to: 'src/c.ts', dynamic: true, typeOnly: false },
          { to: 'src/d.ts', dynamic: false, typeOnly: true },
        ],
      ],
    ]);
    expect(evaluatedImports(graph)).toEqual(new Map([['src/a.ts', ['src/b.ts']]]));
  });
});

describe('resolveImport', () => {
  const files = new Set(['src/lib/cn.ts', 'src/features/auth/index.ts', 'src/app/App.tsx']);
  const isFile = (file: string) => files.has(file);

  it('resolves the @/ alias, relative paths and folder indexes to files of src/', () => {
    expect(resolveImport('src/app/App.tsx', '@/lib/cn', isFile)).toBe('src/lib/cn.ts');
    expect(resolveImport('src/app/App.tsx', '@/features/auth', isFile)).toBe('src/features/auth/index.ts');
    expect(resolveImport('src/lib/x.ts', './cn', isFile)).toBe('src/lib/cn.ts');
    expect(resolveImport('src/lib/x.ts', '../app/App', isFile)).toBe('src/app/App.tsx');
  });

  it('leaves packages and files outside src/ out', () => {
    expect(resolveImport('src/app/App.tsx', 'react', isFile)).toBeUndefined();
    expect(resolveImport('src/app/App.tsx', '../../supabase/local/x', isFile)).toBeUndefined();
  });
});
