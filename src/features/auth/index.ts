// What the rest of the app may use from the auth feature.
export {
  useAuthStore,
  selectIsAuthenticated,
  selectIsAdmin,
  selectUser,
  selectUserRole,
  selectCycleTracking,
} from './stores/auth-store';
export { useWeightUnit, useWeightUnitChosen, currentWeightUnit } from './hooks/use-weight-unit';
export type { AuthState } from './stores/auth-store';
export { useRecoveryStore } from './stores/recovery-store';
export { useAuthLifecycle } from './hooks/use-auth-lifecycle';
export { trackProfileEdit } from './lib/profile-edits';
export { useShellIdentity } from './hooks/use-shell-identity';
export type { ShellIdentity } from './hooks/use-shell-identity';
export { signOut } from './api/sign-out';
export { displayName, CLIENT_TYPES } from './lib/profile';
export { formatPhoneForDisplay, digitsOnly } from './lib/identifier';
export type { Role, Gender, ClientType, StaffRole, AuthUser } from './lib/profile';
export { REQUIRED_FIELDS_MESSAGE } from './lib/validation';
export { useSignOutRequest } from './hooks/use-sign-out-request';
export { SignOutWarningDialog } from './components/SignOutWarningDialog';
