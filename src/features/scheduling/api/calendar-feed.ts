import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabaseUrl } from '@/lib/env';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

/** The person's active feed link, if any: when it was made. The token is never stored in clear. */
export interface CalendarFeedStatus {
  id: string;
  created_at: string;
}

async function getCalendarFeedStatus(userId: string): Promise<CalendarFeedStatus | null> {
  const { data, error } = await supabase
    .from('calendar_feed_tokens')
    .select('id, created_at')
    .eq('user_id', userId)
    .is('revoked_at', null)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const calendarFeedStatusOptions = (userId: string) =>
  queryOptions({ queryKey: schedulingKeys.calendarFeed(userId), queryFn: () => getCalendarFeedStatus(userId) });

export const useCalendarFeedStatus = (userId: string) => useQuery(calendarFeedStatusOptions(userId));

/** The subscription URL of a token (served by the calendar-feed edge function). */
export function calendarFeedUrl(token: string, base: string = supabaseUrl): string {
  return `${base.replace(/\/+$/, '')}/functions/v1/calendar-feed?token=${encodeURIComponent(token)}`;
}

/** A new link (the old one, if any, stops working): returns its URL, which is shown only now. */
async function createCalendarFeed(): Promise<string> {
  const { data, error } = await supabase.rpc('create_calendar_feed_token');
  if (error) throw error;
  return calendarFeedUrl(data);
}

async function revokeCalendarFeed(): Promise<number> {
  const { data, error } = await supabase.rpc('revoke_calendar_feed_token');
  if (error) throw error;
  return data;
}

export function useCreateCalendarFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.calendarFeed(userId) }),
  });
}

export function useRevokeCalendarFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.setQueryData(schedulingKeys.calendarFeed(userId), null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.calendarFeed(userId) }),
  });
}
