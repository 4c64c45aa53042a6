import type { Reporter, TestRunEndReason } from 'vitest/node';

/**
 * The run's verdict decides the exit code, whatever else wrote `process.exitCode`. The integration
 * tests run the embedded backend in vitest's own process, and PGlite's Emscripten runtime writes
 * `process.exitCode` whenever postgres "exits" inside it (99 at boot, 100 on some errors, 0 at
 * shutdown): before this, a failed integration run could exit 0 and a green one 100.
 */
export default class ExitCodeReporter implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<unknown>, reason: TestRunEndReason): void {
    const failed = reason !== 'passed' || unhandledErrors.length > 0;
    // An 'exit' listener has the last word on the code, even after an explicit process.exit().
    process.once('exit', () => {
      process.exitCode = failed ? 1 : 0;
    });
  }
}
