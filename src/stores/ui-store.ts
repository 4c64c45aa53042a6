import { create } from 'zustand';
import type { ClientType, Role } from '@/lib/account-enums';

export type UiRole = Role;
export type UiGender = 'male' | 'female' | 'other';
export type UiClientType = ClientType;

/**
 * What an admin previews through Dev Tools. Only overrides live here: the shell reads each field as
 * `preview ?? real`, the real identity coming from the auth feature, so nothing keeps two copies of
 * the signed-in profile in step.
 */
export interface IdentityPreview {
  userRole?: UiRole;
  userGender?: UiGender;
  clientType?: UiClientType;
}

/** The shell's own state: identity previews, the sidebar and menus, and the Sign Up preview flag. */
export interface UiState {
  preview: IdentityPreview;
  isExpanded: boolean;
  showUserSignup: boolean;
  expandedMenus: string[];
  expandedSubMenus: string[];
  isMobileMenuOpen: boolean;
  isAiChatOpen: boolean;
}

interface UiActions {
  setPreview: (patch: IdentityPreview) => void;
  clearPreview: () => void;
  setExpanded: (expanded: boolean) => void;
  setShowUserSignup: (show: boolean) => void;
  toggleMenu: (id: string) => void;
  toggleSubMenu: (id: string) => void;
  setMobileMenuOpen: (open: boolean) => void;
  setAiChatOpen: (open: boolean) => void;
  reset: () => void;
}

export const initialUiState: UiState = {
  preview: {},
  isExpanded: false,
  showUserSignup: false,
  expandedMenus: [],
  expandedSubMenus: [],
  isMobileMenuOpen: false,
  isAiChatOpen: false,
};

function toggleIn(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

export const useUiStore = create<UiState & UiActions>()((set) => ({
  ...initialUiState,
  setPreview: (patch) => set((state) => ({ preview: { ...state.preview, ...patch } })),
  clearPreview: () => set({ preview: {} }),
  setExpanded: (isExpanded) => set({ isExpanded }),
  setShowUserSignup: (showUserSignup) => set({ showUserSignup }),
  toggleMenu: (id) => set((state) => ({ expandedMenus: toggleIn(state.expandedMenus, id) })),
  toggleSubMenu: (id) => set((state) => ({ expandedSubMenus: toggleIn(state.expandedSubMenus, id) })),
  setMobileMenuOpen: (isMobileMenuOpen) => set({ isMobileMenuOpen }),
  setAiChatOpen: (isAiChatOpen) => set({ isAiChatOpen }),
  reset: () => set({ ...initialUiState }),
}));
