import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

type UnitOptions = NonNullable<TestProjectInlineConfiguration['test']>;

// Separate from vite.config.ts so unit tests never boot the embedded backend.
const unit: UnitOptions = {
  environment: 'jsdom',
  setupFiles: ['tests/unit/setup.ts'],
  // The app's client reads its key at import; unit tests talk to msw, so any key will do.
  env: { VITE_SUPABASE_ANON_KEY: 'unit-test-publishable-key' },
  // Component tests render real pages in jsdom; leave room for a busy 2-core CI machine.
  testTimeout: 15_000,
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    reporters: ['default', './tests/support/exit-code-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          ...unit,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          ...unit,
          // Tests beside their module (src/**/x.test.ts) test pure functions: no stores, network or
          // timers. They share one module cache per worker instead of a fresh process per file, which
          // was about 1 s of CPU per file for a few milliseconds of tests.
          name: 'unit-lib',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One embedded backend serves every file; files run one at a time against it.
          fileParallelism: false,
        },
      },
    ],
  },
});
