import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e-*', 'node_modules', 'supabase/.temp', 'test-results', 'playwright-report', 'e2e/artifacts', 'supabase/functions/*/index.ts', 'supabase/functions/_shared/deno-deps.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render user and model text as text.' },
      ],
    },
  },
  {
    // The browser bundle never reaches into the server side or the secret key.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/supabase/local/**', '**/supabase/functions/**'], message: 'Server code stays out of the browser bundle.' },
            { group: ['@supabase/lite', '@supabase/lite/*'], message: 'The app talks to Supabase only through supabase-js.' },
          ],
        },
      ],
    },
  },
);
