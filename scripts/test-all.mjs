// `npm test`: typecheck, lint, format, the route size budgets, unit, integration, real-PostgreSQL
// parity, deno check of the functions and end-to-end tests, in that order, stopping at the first
// failure. Each step is the package.json script of that name, so there is one definition of how to
// run it. Prints how long each step took.
import { spawnSync } from 'node:child_process';

const steps = [
  'typecheck',
  'lint',
  'format:check',
  'size',
  'test:unit',
  'test:integration',
  'test:pg',
  'check:functions',
  'test:e2e',
].map((script) => [script, 'npm', ['run', '--silent', script]]);

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
