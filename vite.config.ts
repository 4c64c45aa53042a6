import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { embeddedSupabase } from './supabase/local/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), embeddedSupabase()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { sourcemap: true, reportCompressedSize: true },
});
