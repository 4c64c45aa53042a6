/**
 * Where supabase-js keeps the session in localStorage. A module of its own so the build (the
 * signed-in preload in index.html, vite.config.ts) can read it without loading the client.
 */
export const SESSION_STORAGE_KEY = 'sb-liftwise-auth-token';
