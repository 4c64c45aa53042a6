import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { svc } from '../scheduling/support';

/** A notification as the recipient reads it. */
export interface NotificationRow {
  id: string;
  recipient_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  dedupe_key: string | null;
  created_at: string;
  read_at: string | null;
}

/** Every notification of these people, oldest first (the truth, read with the service client). */
export async function notificationsOf(...recipients: string[]): Promise<NotificationRow[]> {
  const { data, error } = await svc()
    .from('notifications')
    .select('*')
    .in('recipient_id', recipients)
    .order('created_at')
    .order('id');
  if (error) throw new Error(`reading notifications: ${error.message}`);
  return (data ?? []) as NotificationRow[];
}

/** The person's own notifications of one kind. */
export async function ofKind(recipient: string, kind: string): Promise<NotificationRow[]> {
  return (await notificationsOf(recipient)).filter((row) => row.kind === kind);
}

/** Subscribes as the client's signed-in user to inserts on notifications, as the bell does. */
export async function listenToNotifications(
  supabase: SupabaseClient,
  name: string,
): Promise<{ heard: NotificationRow[]; stop: () => Promise<void> }> {
  const heard: NotificationRow[] = [];
  const { data } = await supabase.auth.getSession();
  supabase.realtime.setAuth(data.session?.access_token ?? null);
  let channel: RealtimeChannel | undefined;
  await new Promise<void>((resolve, reject) => {
    channel = supabase
      .channel(`${name}-${Math.random()}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications' }, (payload) => {
        heard.push(payload.new as NotificationRow);
      })
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
      });
  });
  return {
    heard,
    stop: async () => {
      if (channel) await supabase.removeChannel(channel);
    },
  };
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 4000): Promise<boolean> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}
