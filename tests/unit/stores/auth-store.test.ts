import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfileRow } from '@/features/auth/lib/profile';
import { initialAuthState, useAuthStore } from '@/features/auth/stores/auth-store';
import { selectUnitFor, useWeightUnitStore } from '@/stores/weight-unit-store';

const casey: UserProfileRow = {
  id: 'u-casey',
  email: 'client@demo.liftwise.app',
  phone: '15550100001',
  first_name: 'Casey',
  last_name: 'Nguyen',
  role: 'client',
  staff_role: null,
  gender: 'female',
  client_type: 'programming',
  cycle_tracking_enabled: true,
  weight_unit: 'lb',
};

function stored() {
  return JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as { state: Record<string, unknown> } | null;
}

describe('auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState(initialAuthState);
  });

  it('starts signed out with the defaults', async () => {
    // A fresh store on empty storage: the state it starts in, not the one beforeEach put there.
    vi.resetModules();
    const fresh = await import('@/features/auth/stores/auth-store');
    expect(fresh.useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      userRole: 'client',
      staffRole: 'trainer',
      user: null,
      cycleTracking: { enabled: false, available: false },
    });
  });

  it('signs in from the database row and persists exactly the spec fields under auth-storage', () => {
    useAuthStore.getState().establish(casey, 'login');
    const state = stored()?.state;
    expect(Object.keys(state ?? {}).sort()).toEqual([
      'cycleTracking',
      'isAuthenticated',
      'staffRole',
      'user',
      'userGender',
      'userRole',
    ]);
    expect(state).toMatchObject({
      isAuthenticated: true,
      userRole: 'client',
      staffRole: 'trainer',
      userGender: 'female',
      cycleTracking: { enabled: true, available: true },
      user: { id: 'u-casey', firstName: 'Casey', lastName: 'Nguyen', clientType: 'programming' },
    });
  });

  it('keeps the weight unit of the row on the device, for that account only', () => {
    useAuthStore.getState().establish(casey, 'login');
    expect(selectUnitFor('u-casey')(useWeightUnitStore.getState())).toBe('lb');
    expect(selectUnitFor('u-other')(useWeightUnitStore.getState())).toBeNull();
    expect(JSON.parse(localStorage.getItem('weight-unit-storage') ?? 'null')).toMatchObject({
      state: { userId: 'u-casey', unit: 'lb' },
    });
    useAuthStore.getState().establish({ ...casey, weight_unit: null }, 'login');
    expect(selectUnitFor('u-casey')(useWeightUnitStore.getState())).toBeNull();
  });

  it('takes the role and staff role from the row', () => {
    useAuthStore
      .getState()
      .establish({ ...casey, role: 'staff', staff_role: 'trainer', gender: 'male', client_type: null }, 'login');
    expect(useAuthStore.getState()).toMatchObject({ userRole: 'staff', staffRole: 'trainer', userGender: 'male' });
    expect(useAuthStore.getState().cycleTracking).toEqual({ enabled: false, available: false });
  });

  it('applies the gender defaults only to accounts without a gender', () => {
    useAuthStore.getState().establish({ ...casey, gender: null }, 'login');
    expect(useAuthStore.getState().userGender).toBe('male');
    expect(useAuthStore.getState().cycleTracking).toEqual({ enabled: false, available: false });
    useAuthStore.getState().establish({ ...casey, gender: null }, 'recovery');
    expect(useAuthStore.getState().userGender).toBe('female');
    expect(useAuthStore.getState().cycleTracking).toEqual({ enabled: true, available: true });
  });

  it('keeps cycle tracking off for men even when asked to turn it on', () => {
    useAuthStore.getState().establish({ ...casey, gender: 'male', cycle_tracking_enabled: false }, 'login');
    useAuthStore.getState().setCycleTrackingEnabled(true);
    expect(useAuthStore.getState().cycleTracking).toEqual({ enabled: false, available: false });
  });

  it('lets women switch cycle tracking', () => {
    useAuthStore.getState().establish(casey, 'login');
    useAuthStore.getState().setCycleTrackingEnabled(false);
    expect(stored()?.state.cycleTracking).toEqual({ enabled: false, available: true });
  });

  it('resets to the defaults', () => {
    useAuthStore.getState().establish(casey, 'login');
    useAuthStore.getState().reset();
    expect(stored()?.state).toMatchObject({ isAuthenticated: false, user: null, userRole: 'client' });
  });

  it('rehydrates from auth-storage', async () => {
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { ...initialAuthState, isAuthenticated: true, userRole: 'admin' }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, userRole: 'admin' });
  });
});
