import { Megaphone, MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useShellIdentity } from '@/features/auth';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import { useOutbox } from '../hooks/use-outbox';
import { useThreads } from '../api/use-threads';
import { firstLine } from '../lib/message-text';
import { listTime } from '../lib/thread';
import { BroadcastDialog } from './BroadcastDialog';
import { NewConversationDialog } from './NewConversationDialog';

export function ConversationList({
  me,
  selected,
  onOpen,
}: {
  me: string;
  selected: string | null;
  onOpen: (id: string) => void;
}) {
  const threads = useThreads(me);
  const outbox = useOutbox(me);
  const { userRole } = useShellIdentity();
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState(false);
  const [broadcasting, setBroadcasting] = useState(false);
  const [broadcastNote, setBroadcastNote] = useState('');
  const canStart = userRole === 'staff' || userRole === 'admin';
  const now = new Date();
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (threads.data ?? []).filter((thread) => thread.name.toLowerCase().includes(term));
  }, [threads.data, search]);
  const sendingTo = new Set(outbox.messages.map((m) => m.recipient_id));

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Messages</h1>
        {canStart && (
          <div className="flex gap-2">
            <Button variant="secondary" className="min-h-10 px-3" onClick={() => setBroadcasting(true)}>
              <Megaphone aria-hidden="true" className="size-4" />
              Broadcast
            </Button>
            <Button variant="secondary" className="min-h-10 px-3" onClick={() => setPicking(true)}>
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              New message
            </Button>
          </div>
        )}
      </div>
      <p role="status" className={cn('text-sm text-emerald-800 dark:text-emerald-300', broadcastNote && 'mb-2')}>
        {broadcastNote}
      </p>
      <SearchField label="Search conversations" value={search} onChange={setSearch} placeholder="Search by name" />
      <div className="mt-3 min-h-0 flex-1 overflow-y-auto">
        {threads.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading conversations" />
          </div>
        ) : threads.isError ? (
          <LoadError error={threads.error} what="your conversations" onRetry={() => void threads.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState icon={<MessagesSquare className="size-6" />} title={search ? 'No match' : 'No messages yet'}>
            {search
              ? `Nobody called “${search}” in your conversations.`
              : canStart
                ? 'Start a conversation with one of your clients.'
                : 'Your coach’s messages will show here.'}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-1" aria-label="Conversation list">
            {shown.map((thread) => {
              const preview = thread.lastBody
                ? firstLine(thread.lastBody)
                : thread.lastAt
                  ? 'Sent an attachment'
                  : 'No messages yet';
              const own = thread.lastSenderId === me;
              return (
                <li key={thread.otherId}>
                  <button
                    type="button"
                    onClick={() => onOpen(thread.otherId)}
                    aria-current={selected === thread.otherId ? 'true' : undefined}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:outline-emerald-500',
                      selected === thread.otherId
                        ? 'bg-emerald-50 dark:bg-emerald-500/15'
                        : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-100"
                    >
                      {initials(thread.name)}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span
                          className={cn(
                            'truncate text-sm text-slate-900 dark:text-white',
                            thread.unread > 0 ? 'font-bold' : 'font-medium',
                          )}
                        >
                          {thread.name}
                        </span>
                        {thread.lastAt && (
                          <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                            {listTime(thread.lastAt, now)}
                          </span>
                        )}
                      </span>
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate text-sm text-slate-600 dark:text-slate-400">
                          {sendingTo.has(thread.otherId) ? 'Sending… ' : own ? 'You: ' : ''}
                          {preview}
                        </span>
                        {thread.unread > 0 && (
                          <span
                            className="grid min-w-5 shrink-0 place-items-center rounded-full bg-emerald-600 px-1.5 text-xs font-semibold text-white"
                            aria-label={`${thread.unread} unread`}
                          >
                            {thread.unread}
                          </span>
                        )}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {canStart && broadcasting && (
        <BroadcastDialog
          me={me}
          onClose={() => setBroadcasting(false)}
          onSent={(note) => {
            setBroadcasting(false);
            setBroadcastNote(note);
          }}
        />
      )}
      {canStart && (
        <NewConversationDialog
          me={me}
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(id) => {
            setPicking(false);
            onOpen(id);
          }}
        />
      )}
    </>
  );
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}
