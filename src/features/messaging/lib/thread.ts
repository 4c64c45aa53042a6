/** A photo, video or file in a message (docs/messaging.md, "Attachments"); null or absent: text only. */
export interface AttachmentColumns {
  attachment_path?: string | null;
  attachment_mime?: string | null;
  attachment_size?: number | null;
  attachment_name?: string | null;
  attachment_width?: number | null;
  attachment_height?: number | null;
  attachment_duration_seconds?: number | null;
  attachment_thumbnail_path?: string | null;
}

/** A message as the inbox shows it: from the server, or still in this device's outbox. */
export interface ChatMessage extends AttachmentColumns {
  id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: string;
  read_at: string | null;
}

export type DeliveryState = 'sending' | 'failed' | 'sent' | 'read';

export interface ShownMessage extends ChatMessage {
  /** An unsent attachment's file, still on this device. */
  localFile?: Blob;
  own: boolean;
  /** Own messages only. */
  delivery: DeliveryState | null;
  /** Why a send failed (shown next to Retry). */
  error?: string;
}

export interface OutboxMessage extends ChatMessage {
  status: 'pending' | 'failed';
  error?: string;
  /** The file still on this device (an attachment not yet uploaded): shown from here meanwhile. */
  localFile?: Blob;
}

export type ThreadItem =
  { kind: 'day'; key: string; label: string } | { kind: 'message'; key: string; message: ShownMessage };

/**
 * The thread as shown: server messages and this device's unsent ones merged by id (a message the
 * server already has is never shown twice), oldest first.
 */
export function mergeThread(server: ChatMessage[], outbox: OutboxMessage[], me: string): ShownMessage[] {
  const byId = new Map<string, ShownMessage>();
  for (const message of server) {
    const own = message.sender_id === me;
    byId.set(message.id, { ...message, own, delivery: own ? (message.read_at ? 'read' : 'sent') : null });
  }
  for (const message of outbox) {
    if (byId.has(message.id)) continue;
    const { status, error, ...chat } = message;
    byId.set(message.id, {
      ...chat,
      read_at: null,
      own: true,
      delivery: status === 'failed' ? 'failed' : 'sending',
      error,
    });
  }
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id),
  );
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** "Today", "Yesterday", a weekday within the week, else a date (with the year when not this year). */
export function dayLabel(date: Date, now: Date): string {
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return date.toLocaleDateString('en-US', { weekday: 'long' });
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Messages with a separator before the first message of each local day. */
export function groupByDay(messages: ShownMessage[], now: Date): ThreadItem[] {
  const items: ThreadItem[] = [];
  let lastDay = '';
  for (const message of messages) {
    const date = new Date(message.created_at);
    const key = dayKey(date);
    if (key !== lastDay) {
      items.push({ kind: 'day', key: `day-${key}`, label: dayLabel(date, now) });
      lastDay = key;
    }
    items.push({ kind: 'message', key: message.id, message });
  }
  return items;
}

/** Messages sent to me that I have not read (optionally from one person). */
export function unreadCount(messages: ChatMessage[], me: string, from?: string): number {
  return messages.filter(
    (m) => m.recipient_id === me && m.read_at === null && (from === undefined || m.sender_id === from),
  ).length;
}

/** A short time for the conversation list: time today, weekday this week, else a date. */
export function listTime(iso: string, now: Date): string {
  const date = new Date(iso);
  const label = dayLabel(date, now);
  if (label === 'Today') return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return label;
}
