import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/constants';
import { useWeightUnitStore } from '@/stores/weight-unit-store';
import {
  resolveCycleTracking,
  resolveGender,
  toAuthUser,
  type AuthUser,
  type CycleTracking,
  type Gender,
  type Role,
  type SessionSource,
  type StaffRole,
  type UserProfileRow,
} from '../lib/profile';

export interface AuthState {
  isAuthenticated: boolean;
  userRole: Role;
  staffRole: StaffRole;
  userGender: Gender;
  user: AuthUser | null;
  cycleTracking: CycleTracking;
}

interface AuthActions {
  /** Signs the person in locally from their public.users row (authoritative role and profile). */
  establish: (profile: UserProfileRow, source: SessionSource) => void;
  setCycleTrackingEnabled: (enabled: boolean) => void;
  updateUser: (patch: Partial<Pick<AuthUser, 'firstName' | 'lastName'>>) => void;
  reset: () => void;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  userRole: 'client',
  staffRole: 'trainer',
  userGender: 'male',
  user: null,
  cycleTracking: { enabled: false, available: false },
};

export const useAuthStore = create<AuthState & AuthActions>()(
  persist(
    (set) => ({
      ...initialAuthState,
      establish: (profile, source) => {
        const gender = resolveGender(profile.gender, source);
        set({
          isAuthenticated: true,
          userRole: profile.role,
          staffRole: profile.staff_role ?? 'trainer',
          userGender: gender,
          user: toAuthUser(profile),
          cycleTracking: resolveCycleTracking(gender, profile.cycle_tracking_enabled),
        });
        useWeightUnitStore.getState().setUnit(profile.id, profile.weight_unit);
      },
      setCycleTrackingEnabled: (enabled) =>
        set((state) => ({ cycleTracking: resolveCycleTracking(state.userGender, enabled) })),
      updateUser: (patch) => set((state) => (state.user ? { user: { ...state.user, ...patch } } : {})),
      reset: () => set({ ...initialAuthState }),
    }),
    {
      name: STORAGE_KEYS.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isAuthenticated, userRole, staffRole, userGender, user, cycleTracking }) => ({
        isAuthenticated,
        userRole,
        staffRole,
        userGender,
        user,
        cycleTracking,
      }),
    },
  ),
);

export const selectIsAuthenticated = (state: AuthState) => state.isAuthenticated;
export const selectUserRole = (state: AuthState) => state.userRole;
export const selectUser = (state: AuthState) => state.user;
export const selectCycleTracking = (state: AuthState) => state.cycleTracking;
export const selectIsAdmin = (state: AuthState) => state.isAuthenticated && state.userRole === 'admin';
