// Web Push's part of Settings (src/app/pages/SettingsPage.tsx arranges it; docs/notifications.md).
export { PushNotificationsSetting } from './components/PushNotificationsSetting';
