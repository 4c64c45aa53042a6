import { create } from 'zustand';

export type UiRole = 'client' | 'staff' | 'admin';
export type UiGender = 'male' | 'female' | 'other';
export type UiClientType = 'programming' | 'virtual' | 'in-person';

/**
 * What the shell shows: the role, staff role, gender and client type it renders for (an admin
 * previewing through Dev Tools changes these, never the authoritative auth state), the sidebar and
 * menu state, and the Sign Up preview flag.
 */
export interface UiState {
  userRole: UiRole;
  staffRole: 'trainer';
  userGender: UiGender;
  clientType: UiClientType;
  isExpanded: boolean;
  showUserSignup: boolean;
  expandedMenus: string[];
  expandedSubMenus: string[];
  isMobileMenuOpen: boolean;
  isAiChatOpen: boolean;
}

interface UiActions {
  syncIdentity: (identity: Pick<UiState, 'userRole' | 'staffRole' | 'userGender' | 'clientType'>) => void;
  setUserRole: (role: UiRole) => void;
  setUserGender: (gender: UiGender) => void;
  setClientType: (clientType: UiClientType) => void;
  setExpanded: (expanded: boolean) => void;
  setShowUserSignup: (show: boolean) => void;
  toggleMenu: (id: string) => void;
  toggleSubMenu: (id: string) => void;
  setMobileMenuOpen: (open: boolean) => void;
  setAiChatOpen: (open: boolean) => void;
  reset: () => void;
}

export const initialUiState: UiState = {
  userRole: 'client',
  staffRole: 'trainer',
  userGender: 'male',
  clientType: 'programming',
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
  syncIdentity: (identity) => set(identity),
  setUserRole: (userRole) => set({ userRole }),
  setUserGender: (userGender) => set({ userGender }),
  setClientType: (clientType) => set({ clientType }),
  setExpanded: (isExpanded) => set({ isExpanded }),
  setShowUserSignup: (showUserSignup) => set({ showUserSignup }),
  toggleMenu: (id) => set((state) => ({ expandedMenus: toggleIn(state.expandedMenus, id) })),
  toggleSubMenu: (id) => set((state) => ({ expandedSubMenus: toggleIn(state.expandedSubMenus, id) })),
  setMobileMenuOpen: (isMobileMenuOpen) => set({ isMobileMenuOpen }),
  setAiChatOpen: (isAiChatOpen) => set({ isAiChatOpen }),
  reset: () => set({ ...initialUiState }),
}));
