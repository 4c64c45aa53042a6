// Part of `npm run lint`: fails when modules of src/ import each other in a cycle. Only imports that
// run when a module is evaluated count (not `import()`, not `import type`): a cycle among those lets
// a module be used before it has finished initialising, and ties its features into one knot.
// No lint plugin is installed for this; the TypeScript parser the project already has reads the imports.
import path from 'node:path';
import { buildImportGraph, evaluatedImports, findCycles } from './import-graph';

const root = path.resolve(import.meta.dirname, '../..');
const graph = buildImportGraph(root);
const cycles = findCycles(evaluatedImports(graph));

if (cycles.length > 0) {
  console.error(`✗ ${cycles.length} import cycle(s) in src/:`);
  for (const cycle of cycles) console.error(`  ${cycle.join('\n    -> ')}`);
  console.error('Break each by moving what both sides need down (src/lib, src/components, the training feature).');
  process.exit(1);
}
console.log(`✓ no import cycles among ${graph.size} modules of src/`);
