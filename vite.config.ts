import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { embeddedSupabase } from './supabase/local/vite-plugin.ts';

const API_PREFIXES = /^\/(auth|rest|storage|functions)\/v1\//;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    embeddedSupabase(),
    // The app shell is cached by a service worker so a client can reload the logger with no
    // signal. API calls are never cached: the app keeps its own offline queue (IndexedDB).
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
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [API_PREFIXES],
        cleanupOutdatedCaches: true,
        // Take control of the page that installed the worker, so even a first visit can reload offline.
        clientsClaim: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // Maps are written for local debugging but not referenced from the bundle (hidden), so a deploy
  // of dist/ without *.map files publishes no source.
  build: { sourcemap: 'hidden', reportCompressedSize: true, manifest: true },
});
