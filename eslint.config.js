import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The browser bundle never reaches into the server side or the secret key.
const SERVER_CODE = [
  {
    group: ['**/supabase/local/**', '**/supabase/functions/**'],
    message: 'Server code stays out of the browser bundle.',
  },
  { group: ['@supabase/lite', '@supabase/lite/*'], message: 'The app talks to Supabase only through supabase-js.' },
];

// The shared domain every feature may build on (through its index.ts).
const SHARED_FEATURES = ['training', 'auth'];

/**
 * The import rule for the features matched by `files`: the shared domain and shared code only.
 * `nested`: the files sit one folder deeper (`components/booking/`), so `../../` is still the feature.
 */
function featureImports(files, nested = false) {
  const outside = nested ? ['../../../*', '../../../**'] : ['../../*', '../../**'];
  return {
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_CODE,
            {
              group: ['@/features/*', ...SHARED_FEATURES.map((feature) => `!@/features/${feature}`)],
              message:
                `A feature imports only the shared domain (${SHARED_FEATURES.join(', ')}) and shared code; ` +
                'compose pages that combine features in src/app.',
            },
            {
              group: ['@/features/*/*', ...outside],
              message:
                "Import another feature only through its index.ts ('@/features/<name>'); inside a feature use relative paths.",
            },
            { group: ['@/app', '@/app/**'], message: 'Features do not import the app; the app composes features.' },
          ],
        },
      ],
    },
  };
}

const TEXT_NOT_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render user and model text as text.',
};

// Server state (docs/architecture.md, "Server state"): a feature's api/ files own its reads and writes.
const QUERY_HOOKS =
  '/^(useQuery|useQueries|useInfiniteQuery|useSuspenseQuery|useSuspenseQueries|useSuspenseInfiniteQuery|useMutation|useQueryClient|queryOptions|infiniteQueryOptions)$/';
const QUERY_KEY_LITERAL = {
  selector:
    "Property[key.name='queryKey'] > ArrayExpression, CallExpression[callee.property.name=/^(get|set)QueryData$/] > ArrayExpression.arguments:first-child",
  message: "Write a query key only in the feature's api/query-keys.ts factory; use its query options or keys.",
};
const QUERY_OUTSIDE_API = {
  selector: `ImportDeclaration[source.value='@tanstack/react-query'] > ImportSpecifier[imported.name=${QUERY_HOOKS}]`,
  message:
    "Call react-query only in a feature's api/ files (its query options and useX hooks); components and hooks use those.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e-*',
      'node_modules',
      'supabase/.temp',
      'test-results',
      'playwright-report',
      'e2e/artifacts',
      'supabase/functions/*/index.ts',
      'supabase/functions/_shared/deno-deps.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts the generated service worker imports.
    files: ['public/sw-*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
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
      'no-restricted-syntax': ['error', TEXT_NOT_HTML],
    },
  },
  // A rule's options replace, never add to, those of an earlier block: each block lists them all.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/features/*/api/**',
      'src/lib/**',
      'src/**/*.test.{ts,tsx}',
      // The one exception, for now: messaging's outbox hook is being replaced by the shared outbox
      // engine (issue 26 §3) at the same time; it moves into messaging/api/ when that lands.
      'src/features/messaging/hooks/use-outbox.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', TEXT_NOT_HTML, QUERY_KEY_LITERAL, QUERY_OUTSIDE_API] },
  },
  {
    files: ['src/features/*/api/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['src/features/*/api/query-keys.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', TEXT_NOT_HTML, QUERY_KEY_LITERAL] },
  },
  // Layers: app -> features -> components / lib / stores. A feature is used by others only through
  // its index.ts; the app may also import the other files at a feature's root (routes.ts, the parts
  // of one page kept apart from index.ts so that other pages do not download them) and lazy-load
  // its page modules.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_CODE }] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_CODE,
            {
              group: ['@/features/*/*/**'],
              message:
                "Use the feature's entry files (index.ts, routes.ts, or a page's parts such as profile-page.ts), " +
                'not its internals.',
            },
          ],
        },
      ],
    },
  },
  // A feature imports only the shared domain features and shared code, with no exception; a page
  // that combines features is composed in src/app/pages (docs/architecture.md).
  featureImports('src/features/**/*.{ts,tsx}'),
  featureImports('src/features/scheduling/components/*/**/*.{ts,tsx}', true),
  featureImports('src/features/on-demand/client/*/**/*.{ts,tsx}', true),
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/stores/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_CODE,
            {
              group: ['@/features', '@/features/**', '@/app', '@/app/**', '**/features/**', '**/app/**'],
              message: 'Shared code (components, lib, stores) does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
);
