import { preloadModule } from '@/lib/preloadable-lazy';
import { loadDevelopmentAccess } from './components/development-access-loader';

// Route entry points, loaded on demand by the router.
/** The login page, with the demo panel of a development build (drawn with the page, no shift). */
export const loadLoginPage = async () => {
  const [page] = await Promise.all([
    import('./components/LoginPage'),
    loadDevelopmentAccess && preloadModule(loadDevelopmentAccess).catch(() => undefined),
  ]);
  return page;
};
export const loadRegisterPage = () => import('./components/RegisterPage');
export const loadJoinPage = () => import('./components/JoinPage');
export const loadResetPasswordPage = () => import('./components/ResetPasswordPage');
