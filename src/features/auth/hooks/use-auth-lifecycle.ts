import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNetworkFailure } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { getCurrentUser } from '../api/get-current-user';
import { establishSession, resetSessionState } from '../lib/session';
import { useAuthStore } from '../stores/auth-store';
import { isRecoveryRedirect, useRecoveryStore } from '../stores/recovery-store';

// Read before supabase-js consumes and clears the fragment.
const landedFromRecoveryLink = typeof window !== 'undefined' && isRecoveryRedirect(window.location.hash);

/**
 * Startup recovery and the auth events that end a session. Mount once, inside the router.
 * - a missing or invalid session clears stored auth data and resets state;
 * - sign-out here or in another tab, or a deleted account, resets state and goes to /login;
 * - without a network the stored state stays, so a client in a gym with no signal keeps working.
 */
export function useAuthLifecycle(onReset: () => void): void {
  const navigate = useNavigate();
  // The declarative router hands out a new navigate on every location change; the effect below
  // must run once per app start, so it reads the latest callbacks through refs.
  const navigateRef = useRef(navigate);
  const onResetRef = useRef(onReset);
  useEffect(() => {
    navigateRef.current = navigate;
    onResetRef.current = onReset;
  });

  useEffect(() => {
    let cancelled = false;
    if (landedFromRecoveryLink) useRecoveryStore.getState().setActive(true);

    const recover = async () => {
      if (useRecoveryStore.getState().active) return;
      try {
        const user = await getCurrentUser();
        if (cancelled) return;
        if (!user) {
          if (useAuthStore.getState().isAuthenticated) resetSessionState();
          return;
        }
        await establishSession(user.id, 'recovery');
      } catch (error) {
        console.error('Session initialisation failed', error);
        if (cancelled || isNetworkFailure(error)) return;
        await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
        resetSessionState();
      }
    };
    void recover();

    const { data } = supabase.auth.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') {
        useRecoveryStore.getState().setActive(true);
        navigateRef.current('/reset-password', { replace: true });
        return;
      }
      if (event === 'SIGNED_OUT' || (event as string) === 'USER_DELETED') {
        const wasSignedIn = useAuthStore.getState().isAuthenticated;
        resetSessionState();
        onResetRef.current();
        if (wasSignedIn) navigateRef.current('/login', { replace: true });
      }
    });
    return () => {
      cancelled = true;
      data.subscription.unsubscribe();
    };
  }, []);
}
