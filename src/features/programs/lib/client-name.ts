/** How a client is named in the coach's lists: their name, or their email when they have none. */
export function clientName(client: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}): string {
  return `${client.first_name ?? ''} ${client.last_name ?? ''}`.trim() || client.email || 'Unnamed client';
}
