import type { ComponentType } from 'react';

/**
 * The demo-accounts panel's code, in a development build only: compared as a literal, so a
 * production build drops the panel and its demo list entirely. The login page's loader
 * (`routes.ts`) loads it with the page, so both are drawn in one pass and nothing moves.
 */
export const loadDevelopmentAccess: (() => Promise<{ default: ComponentType }>) | null =
  import.meta.env.VITE_DEV_LOGIN === 'true' ? () => import('./DevelopmentAccess') : null;
