import { CLIENT_TYPES } from '@/lib/account-enums';
import type { UiClientType, UiGender, UiRole } from '@/stores/ui-store';

/** The spec's order, not the enum's: staff first. */
const ROLE_CYCLE: readonly UiRole[] = ['staff', 'client', 'admin'];

function nextIn<T>(cycle: readonly T[], current: T): T {
  const index = cycle.indexOf(current);
  return cycle[(index + 1) % cycle.length] ?? cycle[0]!;
}

/** Spec: role cycles staff → client → admin. */
export const nextRole = (role: UiRole): UiRole => nextIn(ROLE_CYCLE, role);
/** Spec: gender toggles male / female. */
export const nextGender = (gender: UiGender): UiGender => (gender === 'female' ? 'male' : 'female');
/** Spec: client type cycles programming → virtual → in-person. */
export const nextClientType = (clientType: UiClientType): UiClientType => nextIn(CLIENT_TYPES, clientType);
