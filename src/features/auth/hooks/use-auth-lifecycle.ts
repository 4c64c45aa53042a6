import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNetworkFailure } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { checkSessionUser, getStoredSession } from '../api/get-current-user';
import { getUserProfile } from '../api/get-user-profile';
import { profileEditMark, profileEditsSettled } from '../lib/profile-edits';
import { applySessionProfile, establishSession, resetSessionState } from '../lib/session';
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
        const session = await getStoredSession();
        if (cancelled) return;
        if (!session) {
          if (useAuthStore.getState().isAuthenticated) resetSessionState();
          return;
        }
        // The stored session names its user, so their profile (with the client record) is read
        // beside the auth server's check of the session rather than after it: one round trip
        // instead of two. Nothing is trusted early: the read carries the session's token and
        // row-level security answers it, and its answer is used only once the check has
        // confirmed that very user (a revoked session or deleted account is signed out).
        let mark = profileEditMark();
        const profileRead = getUserProfile(session.user.id);
        profileRead.catch(() => undefined); // awaited below, or dropped when the check fails
        const user = await checkSessionUser(session);
        if (cancelled) return;
        if (!user) {
          if (useAuthStore.getState().isAuthenticated) resetSessionState();
          return;
        }
        if (user.id !== session.user.id) {
          await establishSession(user.id, 'recovery');
          return;
        }
        let read = await profileRead;
        // A setting the person changed meanwhile is newer than this read: read again once it is saved.
        for (let attempt = 0; attempt < 3 && profileEditMark() !== mark; attempt += 1) {
          mark = profileEditMark();
          await profileEditsSettled();
          read = await getUserProfile(session.user.id);
        }
        if (cancelled) return;
        applySessionProfile(read, 'recovery');
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
