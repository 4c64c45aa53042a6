// Route entry points, loaded on demand by the router.
export const loadLoginPage = () => import('./components/LoginPage');
export const loadRegisterPage = () => import('./components/RegisterPage');
export const loadResetPasswordPage = () => import('./components/ResetPasswordPage');
