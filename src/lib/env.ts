/** Build-time configuration. The embedded backend answers on the app's own origin. */
export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || window.location.origin;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || missingKey();

function missingKey(): string {
  // Let the app render (and show connection errors) instead of crashing on a blank page.
  console.warn('VITE_SUPABASE_ANON_KEY is not set; backend calls will be refused.');
  return 'anon-key-not-configured';
}
