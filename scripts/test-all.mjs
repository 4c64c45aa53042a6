// `npm test`: typecheck, lint, unit, integration, PostgreSQL parity, deno check and end-to-end
// tests, in that order, stopping at the first failure. Prints how long each step took.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['integration tests', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['real PostgreSQL parity', 'npx', ['tsx', 'scripts/pg-parity/run.ts']],
  ['edge functions (deno check)', 'npx', ['tsx', 'scripts/check-functions.ts']],
  ['chromium check', 'node', ['scripts/check-chromium.mjs']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

const env = { ...process.env, LITE_TELEMETRY: '0', DO_NOT_TRACK: '1' };
const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✓ all checks passed\n  ${timings.join('\n  ')}`);
