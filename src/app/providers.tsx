import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { applyTheme, selectTheme, useThemeStore } from '@/stores/theme-store';

/** Keeps <html class="dark"> in step with the theme store. */
function ThemeSync() {
  const theme = useThemeStore(selectTheme);
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSync />
      {children}
    </QueryClientProvider>
  );
}
