import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuthStore } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { applyTheme, selectTheme, useThemeStore } from '@/stores/theme-store';
import { useUiStore } from '@/stores/ui-store';

/** Keeps <html class="dark"> in step with the theme store. */
function ThemeSync() {
  const theme = useThemeStore(selectTheme);
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}

/**
 * The shell renders for the signed-in person's authoritative identity; Dev Tools previews change
 * only the UI store, so they survive until the real identity changes (sign-in, sign-out).
 */
function IdentitySync() {
  const userRole = useAuthStore((state) => state.userRole);
  const staffRole = useAuthStore((state) => state.staffRole);
  const userGender = useAuthStore((state) => state.userGender);
  const clientType = useAuthStore((state) => state.user?.clientType ?? 'programming');
  const userId = useAuthStore((state) => state.user?.id);
  const syncIdentity = useUiStore((state) => state.syncIdentity);
  useEffect(() => {
    syncIdentity({ userRole, staffRole, userGender, clientType });
  }, [userId, userRole, staffRole, userGender, clientType, syncIdentity]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSync />
      <IdentitySync />
      {children}
    </QueryClientProvider>
  );
}
