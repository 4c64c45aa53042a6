import { format } from 'node:util';

/**
 * Turns React's development warnings into test failures. React reports duplicate keys, invalid DOM
 * nesting, uncontrolled-to-controlled inputs, state updates outside act() and the like through
 * console.error / console.warn and carries on, so a test can pass while the page misbehaves (a
 * duplicated key once rendered a second, ghost Equipment field in the workout builder). A call is
 * React's when React's own code made it (its development build is on the call stack); the errors a
 * component throws, which React also logs, are the test's business and are left alone.
 */
const REACT_SOURCE = /node_modules[\\/](react|react-dom)[\\/]cjs[\\/]/;
const THROWN_ERROR_LOG = /error occurred in|uncaught error|%o/i;

export function isReactWarning(args: unknown[], stack: string): boolean {
  if (args[0] instanceof Error) return false;
  const first = typeof args[0] === 'string' ? args[0] : '';
  if (THROWN_ERROR_LOG.test(first)) return false;
  // Line 0 is "Error", line 1 the console wrapper; line 2 is whoever called console: React's own
  // code for its warnings (an app's console.error inside an effect has React further down only).
  return REACT_SOURCE.test(stack.split('\n')[2] ?? '');
}

export function watchReactWarnings() {
  const found: string[] = [];
  const methods = ['error', 'warn'] as const;
  const originals = methods.map((method) => console[method]);
  methods.forEach((method, index) => {
    const original = originals[index]!;
    console[method] = (...args: unknown[]) => {
      if (isReactWarning(args, new Error().stack ?? '')) found.push(format(...args));
      original.apply(console, args);
    };
  });
  return {
    /** Restores the console and throws if React warned during the test. */
    check() {
      methods.forEach((method, index) => {
        console[method] = originals[index]!;
      });
      if (found.length > 0) {
        throw new Error(`React warned during this test (fix the cause):\n\n${found.join('\n\n')}`);
      }
    },
  };
}
