// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The `training` chunk holds training's own modules only (vite.config.ts), and the signed-in chunk,
// which holds zod and zustand, imports it: a training module that builds a zod schema or a store
// when it loads runs before that chunk has defined them, and every signed-in page fails ("e is not
// a constructor"; it happened when the program builder's draft recovery moved into training).
const root = join(process.cwd(), 'src/features/training');
const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? modules(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('the training chunk', () => {
  it.each(modules(root).map((file) => relative(root, file)))('%s builds no zod schema or store at load', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    expect(source).not.toMatch(/^import (?!type )[^;]*from '(zod|zustand)(\/[^']*)?';/m);
  });
});
