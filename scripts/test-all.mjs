// `npm test`: typecheck, lint, format, the route size budgets, real-PostgreSQL parity and deno check
// of the functions (the checks), then unit, integration and end-to-end tests, stopping at the first
// failure. Each step is the package.json script of that name, so there is one definition of how to
// run it. Prints how long each step took.
//
// The checks share nothing (no port, no output folder but `size`'s dist/, a throwaway PostgreSQL
// each) and each keeps one core busy, so they run two at a time, longest first, with their output
// printed whole when each ends. The test steps run one after another: unit keeps both cores busy,
// and integration and e2e each boot a backend whose timing the other would disturb.
import { spawn, spawnSync } from 'node:child_process';

const CHECKS = ['lint', 'typecheck', 'check:functions', 'format:check', 'size', 'test:pg'];
const TESTS = ['test:unit', 'test:integration', 'test:e2e'];
const CHECKS_AT_ONCE = 2;

const env = { ...process.env, LITE_TELEMETRY: '0', DO_NOT_TRACK: '1' };
const timings = [];
const started = Date.now();

function fail(name, seconds, status) {
  console.error(`\n✗ ${name} failed (${seconds} s)`);
  process.exit(status ?? 1);
}

/** Runs one script with its output collected; resolves with its status, output and seconds. */
function runCollected(name) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      resolve({ name, status, output: Buffer.concat(output), seconds: ((Date.now() - begun) / 1000).toFixed(1) });
    });
  });
}

async function runChecks() {
  const queue = [...CHECKS];
  let failed;
  async function lane() {
    while (queue.length > 0 && !failed) {
      const result = await runCollected(queue.shift());
      console.log(`\n━━ ${result.name} ━━`);
      process.stdout.write(result.output);
      timings.push(`${result.name}: ${result.seconds} s`);
      if (result.status !== 0) failed ??= result;
    }
  }
  await Promise.all(Array.from({ length: CHECKS_AT_ONCE }, lane));
  if (failed) fail(failed.name, failed.seconds, failed.status);
  timings.push(`(checks, ${CHECKS_AT_ONCE} at a time: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

await runChecks();
for (const name of TESTS) {
  console.log(`\n━━ ${name} ━━`);
  const begun = Date.now();
  const result = spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit', env });
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) fail(name, seconds, result.status);
}
const total = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\n✓ all checks passed in ${total} s\n  ${timings.join('\n  ')}`);
