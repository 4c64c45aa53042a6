import { useQuery } from '@tanstack/react-query';
import { fetchContacts, fetchThreads } from './messages';
import { messagingKeys } from './query-keys';

export function useThreads(me: string) {
  return useQuery({ queryKey: messagingKeys.threads(me), queryFn: fetchThreads });
}

export function useContacts(me: string, enabled: boolean) {
  return useQuery({ queryKey: messagingKeys.contacts(me), queryFn: fetchContacts, enabled, staleTime: 60_000 });
}
