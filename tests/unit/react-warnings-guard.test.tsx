import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { isReactWarning } from './support/react-warnings';

// The guard in tests/unit/setup.ts: React's own warnings fail a test; the app's logs do not.
function capture(ui: React.ReactElement): { args: unknown[]; stack: string }[] {
  const calls: { args: unknown[]; stack: string }[] = [];
  // Stands in for the setup's watcher during this render (one frame deep, like it), so the warning
  // provoked here does not fail the test.
  const watcher = console.error;
  console.error = (...args: unknown[]) => {
    calls.push({ args, stack: new Error().stack ?? '' });
  };
  try {
    render(ui);
  } finally {
    console.error = watcher;
  }
  return calls;
}

describe('the React warning guard', () => {
  it("recognises React's duplicate-key warning", () => {
    const calls = capture(
      <ul>
        {['a', 'a'].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>,
    );
    expect(calls.some(({ args, stack }) => isReactWarning(args, stack))).toBe(true);
  });

  it("leaves the app's own console.error alone, even inside an effect", () => {
    function Logs() {
      useEffect(() => console.error('The session could not be saved'), []);
      return null;
    }
    const calls = capture(<Logs />);
    expect(calls).toHaveLength(1);
    expect(isReactWarning(calls[0]!.args, calls[0]!.stack)).toBe(false);
  });
});
