import { create } from 'zustand';

/**
 * True while the person holds a password-recovery session (they followed the emailed link or
 * verified a texted code): the app shows the set-new-password form, not the signed-in shell.
 */
interface RecoveryState {
  active: boolean;
  setActive: (active: boolean) => void;
}

export const useRecoveryStore = create<RecoveryState>()((set) => ({
  active: false,
  setActive: (active) => set({ active }),
}));

/** The emailed link lands with `type=recovery` in the URL fragment. */
export function isRecoveryRedirect(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).get('type') === 'recovery';
}
