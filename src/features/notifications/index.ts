// What the rest of the app uses from notifications: the header's bell (its panel loads on open).
export { NotificationBell } from './components/NotificationBell';
