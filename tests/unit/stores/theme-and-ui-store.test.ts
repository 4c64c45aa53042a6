import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore, useShellIdentity } from '@/features/auth';
import { initialAuthState } from '@/features/auth/stores/auth-store';
import { applyTheme, useThemeStore } from '@/stores/theme-store';
import { initialUiState, useUiStore } from '@/stores/ui-store';

describe('theme store', () => {
  beforeEach(() => localStorage.clear());

  it('is dark by default and persists under theme-storage', async () => {
    // A fresh module on empty storage, so the default is the store's own, not one a test set.
    vi.resetModules();
    const fresh = await import('@/stores/theme-store');
    expect(fresh.useThemeStore.getState().theme).toBe('dark');
    fresh.useThemeStore.getState().toggleTheme();
    expect(fresh.useThemeStore.getState().theme).toBe('light');
    expect(JSON.parse(localStorage.getItem('theme-storage') ?? '{}')).toEqual({
      state: { theme: 'light' },
      version: 0,
    });
  });

  it('rehydrates the saved theme', async () => {
    useThemeStore.setState({ theme: 'dark' });
    localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'light' }, version: 0 }));
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('puts the dark class on the root element', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    applyTheme('light', root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });
});

describe('UI store', () => {
  beforeEach(() => useUiStore.setState(initialUiState));

  it('starts with no previews and the menus closed', async () => {
    vi.resetModules();
    const fresh = await import('@/stores/ui-store');
    expect(fresh.useUiStore.getState()).toMatchObject({
      preview: {},
      isExpanded: false,
      showUserSignup: false,
      expandedMenus: [],
      expandedSubMenus: [],
      isMobileMenuOpen: false,
    });
  });

  it('opens and closes menus and sub-menus independently', () => {
    const { toggleMenu, toggleSubMenu } = useUiStore.getState();
    toggleMenu('library');
    toggleSubMenu('library-workouts');
    expect(useUiStore.getState().expandedMenus).toEqual(['library']);
    expect(useUiStore.getState().expandedSubMenus).toEqual(['library-workouts']);
    toggleMenu('library');
    expect(useUiStore.getState().expandedMenus).toEqual([]);
  });

  it('resets previews and menus', () => {
    useUiStore.getState().setPreview({ userRole: 'client' });
    useUiStore.getState().setExpanded(true);
    useUiStore.getState().reset();
    expect(useUiStore.getState()).toMatchObject({ preview: {}, isExpanded: false });
  });
});

describe('shell identity', () => {
  beforeEach(() => {
    useUiStore.setState(initialUiState);
    useAuthStore.setState({
      ...initialAuthState,
      isAuthenticated: true,
      userRole: 'admin',
      userGender: 'female',
      user: {
        id: 'u-admin',
        email: 'admin@demo.liftwise.app',
        phone: null,
        firstName: 'Ada',
        lastName: 'Admin',
        clientType: null,
      },
    });
  });

  it('is the signed-in person until an admin previews something else', () => {
    const { result } = renderHook(() => useShellIdentity());
    expect(result.current).toEqual({
      userRole: 'admin',
      staffRole: 'trainer',
      userGender: 'female',
      clientType: 'programming',
    });
    act(() => useUiStore.getState().setPreview({ userRole: 'client', clientType: 'virtual' }));
    expect(result.current).toEqual({
      userRole: 'client',
      staffRole: 'trainer',
      userGender: 'female',
      clientType: 'virtual',
    });
    // The authoritative state is untouched by a preview.
    expect(useAuthStore.getState().userRole).toBe('admin');
  });

  it('follows a change of the real identity where nothing is previewed', () => {
    const { result } = renderHook(() => useShellIdentity());
    act(() => useUiStore.getState().setPreview({ userRole: 'staff' }));
    act(() => useAuthStore.setState({ userGender: 'male' }));
    expect(result.current).toMatchObject({ userRole: 'staff', userGender: 'male' });
  });
});
