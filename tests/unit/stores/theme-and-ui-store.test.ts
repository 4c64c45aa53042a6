import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, useThemeStore } from '@/stores/theme-store';
import { initialUiState, useUiStore } from '@/stores/ui-store';

describe('theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    useThemeStore.setState({ theme: 'dark' });
  });

  it('is dark by default and persists under theme-storage', () => {
    expect(useThemeStore.getState().theme).toBe('dark');
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(JSON.parse(localStorage.getItem('theme-storage') ?? '{}')).toEqual({ state: { theme: 'light' }, version: 0 });
  });

  it('rehydrates the saved theme', async () => {
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

  it('holds the spec fields with their defaults', () => {
    const state = useUiStore.getState();
    expect(state).toMatchObject({
      userRole: 'client',
      staffRole: 'trainer',
      userGender: 'male',
      clientType: 'programming',
      isExpanded: false,
      showUserSignup: false,
      expandedMenus: [],
      expandedSubMenus: [],
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
    useUiStore.getState().setUserRole('admin');
    useUiStore.getState().setExpanded(true);
    useUiStore.getState().reset();
    expect(useUiStore.getState()).toMatchObject({ userRole: 'client', isExpanded: false });
  });
});
