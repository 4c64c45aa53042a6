import { useEffect, type ReactNode } from 'react';
import { applyTheme, selectTheme, useThemeStore } from '@/stores/theme-store';

/** Keeps <html class="dark"> in step with the theme store. */
function ThemeSync() {
  const theme = useThemeStore(selectTheme);
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}

/**
 * App-wide providers. The query cache is not here: it belongs to the signed-in app
 * (SignedInRoutes.tsx), so the login page does not download react-query and signing out drops
 * the cache with the tree that used it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <ThemeSync />
      {children}
    </>
  );
}
