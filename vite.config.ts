import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { splashFirst } from './scripts/vite/splash-first.ts';
import { startChunk } from './scripts/vite/start-chunk.ts';
import { signedInPreload } from './scripts/vite/startup-script.ts';
import { unusedAuthApis } from './scripts/vite/unused-auth-apis.ts';
import { STORAGE_KEYS } from './src/lib/constants.ts';
import { SESSION_STORAGE_KEY } from './src/lib/session-key.ts';
import { embeddedSupabase } from './supabase/local/vite-plugin.ts';

// The backend's own paths (and the local payment provider's checkout page): never the app's shell.
const API_PREFIXES = /^\/((auth|rest|storage|functions)\/v1|local-pay)\//;

// What the service worker precaches besides the HTML, styles and icons: the entry and these
// modules with every chunk they import: the app shell, the logger and Today (what a client needs
// to open the app and reload a workout with no signal), and the login page (where signing out
// with no signal lands). Every other chunk is cached the first time it is used, and the screens a
// person's role can open are used in the background after the first paint (src/app/warm-screens.ts).
const OFFLINE_MODULES = [
  'src/app/SignedInRoutes.tsx',
  'src/features/logger/components/LoggerPage.tsx',
  'src/app/pages/DashboardPage.tsx',
  'src/features/auth/components/LoginPage.tsx',
];

/** Collects the JS files of the entry and OFFLINE_MODULES from the bundle, for the precache. */
function offlineChunks(): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  return {
    name: 'liftwise-offline-chunks',
    files,
    generateBundle(_options, bundle) {
      files.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
        files.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
        if (chunk.isEntry || OFFLINE_MODULES.some((module) => id.endsWith(`/${module}`))) visit(chunk.fileName);
      }
      const missing = OFFLINE_MODULES.filter(
        (module) =>
          !Object.values(bundle).some((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(module)),
      );
      if (missing.length > 0) this.error(`offline modules missing from the build: ${missing.join(', ')}`);
    },
  };
}

const offline = offlineChunks();
// What the entry and the signed-out pages load stays out of the signed-in groups below.
const SIGNED_OUT = [
  'src/main.tsx',
  'src/features/auth/components/LoginPage.tsx',
  'src/features/auth/components/RegisterPage.tsx',
  'src/features/auth/components/ResetPasswordPage.tsx',
];
const SHELL = 'src/app/SignedInRoutes.tsx';
// Every signed-in page loads the shell's imports: one file instead of a dozen (scripts/vite/start-chunk.ts).
const shell = startChunk({ roots: [SHELL], exclude: SIGNED_OUT });

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    embeddedSupabase(),
    unusedAuthApis(import.meta.dirname),
    offline,
    shell,
    // A signed-in start downloads the signed-in app and the page it opens beside the entry, not
    // after it (docs/performance.md, "Start-up on slow 4G"). Nothing changes for a signed-out visitor.
    signedInPreload({
      sessionKey: SESSION_STORAGE_KEY,
      themeKey: STORAGE_KEYS.theme,
      always: ['src/app/SignedInRoutes.tsx'],
      routes: [
        {
          path: '/',
          modules: ['src/app/pages/DashboardPage.tsx', 'src/features/dashboard/prefetch.ts'],
        },
        { path: '/workouts/[^/]+/start', modules: ['src/features/logger/components/LoggerPage.tsx'] },
      ],
    }),
    // The stylesheet before the scripts, so the splash paints first (scripts/vite/splash-first.ts).
    splashFirst(),
    // The app shell and the logger are precached by a service worker so a client can reload the
    // logger with no signal; other chunks are cached when first used (so a first visit downloads
    // little more than the page itself). API calls are never cached: the app keeps its own offline
    // queue (IndexedDB).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Liftwise',
        short_name: 'Liftwise',
        description: 'Train with your coach, log every set.',
        theme_color: '#0b0f14',
        background_color: '#0b0f14',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !/^assets\/.*\.js$/.test(entry.url) || offline.files.has(entry.url)),
            warnings: [],
          }),
        ],
        runtimeCaching: [
          {
            // Hashed file names never change content, so the cached copy is always right.
            urlPattern: /\/assets\/[^/]+\.(?:js|css)$/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'liftwise-chunks',
              // Room for every chunk of a build (about 80) and the previous build's while it is replaced.
              expiration: { maxEntries: 250 },
              // A server that answers with `Vary: Origin` (vite preview does) would otherwise never
              // match: a module script's request carries an Origin header, the stored one may not.
              matchOptions: { ignoreVary: true },
            },
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [API_PREFIXES],
        cleanupOutdatedCaches: true,
        // Take control of the page that installed the worker, so even a first visit can reload offline.
        clientsClaim: true,
        // A page that was not there to be claimed (it was loading) asks for it (src/lib/service-worker.ts);
        // sw-push.js shows Web Push notifications and opens their link (docs/notifications.md).
        importScripts: ['sw-claim-page.js', 'sw-push.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // storage-js's analytics-bucket catalog, never used here (src/lib/stubs/iceberg-js.ts says why).
      { find: 'iceberg-js', replacement: path.resolve(import.meta.dirname, 'src/lib/stubs/iceberg-js.ts') },
      // supabase-js builds its Realtime and Storage clients eagerly; these load them on first use
      // (src/lib/lazy-supabase/, docs/performance.md). Exact names: the shims import the real
      // packages by their file paths.
      {
        find: /^@supabase\/realtime-js$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/lazy-supabase/realtime-js.ts'),
      },
      {
        find: /^@supabase\/storage-js$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/lazy-supabase/storage-js.ts'),
      },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // Maps are written for local debugging but not referenced from the bundle (hidden), so a deploy
  // of dist/ without *.map files publishes no source.
  build: {
    sourcemap: 'hidden',
    reportCompressedSize: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files on the start-up path (docs/performance.md, "Fewer files"): each icon
        // and each small UI component was a file of its own (80 files under 1 KiB), and on a slow
        // connection every file costs a request more than its bytes.
        codeSplitting: {
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'ui', test: /src[\\/]components[\\/]ui[\\/]/ },
            // react-query: only the signed-in app uses it, always together.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The training rules (today's workout, records, local dates): Today, the logger and
            // progression all start with them.
            // Its own modules only, not what they import: supabase-js stays in the entry.
            {
              name: 'training',
              test: /src[\\/]features[\\/]training[\\/]/,
              includeDependenciesRecursively: false,
            },
            // What every signed-in page loads beyond the entry, as one file (scripts/vite/shell-chunk.ts).
            { name: 'signed-in', test: shell.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
