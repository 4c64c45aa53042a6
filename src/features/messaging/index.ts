// What the rest of the app uses from messaging (the page itself is loaded by the route table).
export { UnreadBadge } from './components/UnreadBadge';
export { useUnreadTotal } from './api/use-unread-total';
