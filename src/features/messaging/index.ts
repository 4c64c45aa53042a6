// What the rest of the app uses from messaging (the page itself is loaded by the route table).
export { UnreadBadge } from './components/UnreadBadge';
export { useUnreadTotal } from './hooks/use-unread-total';

/** Where "Message" buttons elsewhere (a client's profile) link to: the conversation with that person. */
export function conversationPath(userId: string): string {
  return `/inbox?with=${encodeURIComponent(userId)}`;
}
