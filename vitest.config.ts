import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts so unit tests never boot the embedded backend.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    reporters: ['default', './tests/support/exit-code-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // The app's client reads its key at import; unit tests talk to msw, so any key will do.
          env: { VITE_SUPABASE_ANON_KEY: 'unit-test-publishable-key' },
          // Component tests render real pages in jsdom; leave room for a busy 2-core CI machine.
          testTimeout: 15_000,
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
