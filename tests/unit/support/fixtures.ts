import { useAuthStore, type AuthUser } from '@/features/auth';
import { initialAuthState } from '@/features/auth/stores/auth-store';
import { useWeightUnitStore } from '@/stores/weight-unit-store';

/** The demo client of the unit tests (client@demo.liftwise.app). */
export const CLIENT_ID = '00000000-0000-4000-8000-000000000011';
export const CLIENT: AuthUser = {
  id: CLIENT_ID,
  email: 'client@demo.liftwise.app',
  phone: '15550100001',
  firstName: 'Casey',
  lastName: 'Nguyen',
  clientType: 'programming',
};

/** Her public.users row, as the Data API returns it. */
export const CLIENT_PROFILE_ROW = {
  id: CLIENT_ID,
  email: CLIENT.email,
  phone: CLIENT.phone,
  first_name: CLIENT.firstName,
  last_name: CLIENT.lastName,
  role: 'client',
  staff_role: null,
  gender: 'female',
  client_type: 'programming',
  cycle_tracking_enabled: true,
  weight_unit: 'kg',
};

/** Signs the demo client in locally, as a restored session would; like the seeded demo accounts, in kg. */
export function signInClient(patch: Partial<typeof initialAuthState> = {}): void {
  useWeightUnitStore.setState({ userId: CLIENT_ID, unit: 'kg' });
  useAuthStore.setState({
    ...initialAuthState,
    isAuthenticated: true,
    userRole: 'client',
    userGender: 'female',
    user: CLIENT,
    ...patch,
  });
}

export function signOutLocally(): void {
  useAuthStore.setState(initialAuthState);
}
