export { CLIENT_TYPE_OPTIONS, ROLE_OPTIONS } from '@/lib/account-enums';
