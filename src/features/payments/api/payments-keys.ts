/**
 * The payments feature's catalogue query keys (pay-admin), built here and nowhere else. Other parts of
 * payments keep their keys in their own `<area>-keys.ts` until they are folded in here. Every
 * catalogue read sits under `paymentsKeys.catalogue()`, so a price change can refresh them all.
 */
export const paymentsKeys = {
  all: ['payments'] as const,
  /** The studio's currency and time zone, as the catalogue shows money and dates. */
  studioMoney: () => [...paymentsKeys.all, 'studio-money'] as const,
  catalogue: () => [...paymentsKeys.all, 'catalogue'] as const,
  categories: () => [...paymentsKeys.catalogue(), 'categories'] as const,
  servicePricing: () => [...paymentsKeys.catalogue(), 'service-pricing'] as const,
  packages: () => [...paymentsKeys.catalogue(), 'packages'] as const,
  plans: () => [...paymentsKeys.catalogue(), 'plans'] as const,
  discounts: () => [...paymentsKeys.catalogue(), 'discounts'] as const,
};
