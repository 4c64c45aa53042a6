import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

export type AppNotification = Pick<
  Tables<'notifications'>,
  'id' | 'kind' | 'title' | 'body' | 'link' | 'created_at' | 'read_at'
>;

/** How many the panel shows: the newest; older ones are rarely worth a scroll. */
export const NOTIFICATION_PAGE_SIZE = 50;
const COLUMNS = 'id, kind, title, body, link, created_at, read_at';

/** The signed-in person's newest notifications, newest first (RLS: their own only). */
export async function fetchNotifications(): Promise<AppNotification[]> {
  const { data, error } = await supabase
    .from('notifications')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(NOTIFICATION_PAGE_SIZE);
  if (error) throw error;
  return data;
}

/** How many of the person's notifications are unread (a count, no rows). */
export async function fetchUnreadNotificationCount(): Promise<number> {
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  if (error) throw error;
  return count ?? 0;
}

/** Marks the given notifications read, or all of the person's when `ids` is omitted. */
export async function markNotificationsRead(ids?: string[]): Promise<number> {
  const { data, error } = await supabase.rpc('mark_notifications_read', ids ? { p_ids: ids } : {});
  if (error) throw error;
  return data;
}
