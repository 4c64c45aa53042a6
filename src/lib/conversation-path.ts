/**
 * Where a "Message" button links to: the conversation with that person in the inbox. Shared code,
 * so a profile or an assessment page links to messaging without importing the messaging feature.
 */
export function conversationPath(userId: string): string {
  return `/inbox?with=${encodeURIComponent(userId)}`;
}
