// The client's `/access` page; src/app/pages/AccessRoute.tsx composes it with payments' shop.
export { AccessPage, ACCESS_RETURN_PATH, type AccessShopProps } from './components/AccessPage';
