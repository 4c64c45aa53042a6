/** Business constants from the product spec (section 9). */
export const PHONE_COUNTRY_PREFIX = '+1';
export const REQUEST_TIMEOUT_MS = 10_000;
export const HEADER_HEIGHT_PX = 64;
export const SIDEBAR_COLLAPSED_PX = 64;
export const SIDEBAR_EXPANDED_PX = 256;
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_LANDSCAPE_BREAKPOINT_PX = 1024;
export const PAGE_FADE_MS = 200;
export const LOGGER_TRANSITION_MS = 100;
export const CREATE_USER_SUCCESS_CLOSE_MS = 2_000;

/** localStorage keys (spec section 3). */
export const STORAGE_KEYS = {
  auth: 'auth-storage',
  theme: 'theme-storage',
  lastLoginEmail: 'lastLoginEmail',
  lastLoginPhone: 'lastLoginPhone',
  /** Not in the spec's list: which of the two above was used last ('email' or 'phone'). */
  lastLoginMethod: 'lastLoginMethod',
  /** Not in the spec's list: the signed-in person's kg/lb choice, kept so an offline reload shows their unit. */
  weightUnit: 'weight-unit-storage',
} as const;
