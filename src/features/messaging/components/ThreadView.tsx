import { AlertCircle, Check, CheckCheck, ChevronLeft, Clock } from 'lucide-react';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { useShellIdentity } from '@/features/auth';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import { preloadableLazy, preloadModule } from '@/lib/preloadable-lazy';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useOutbox } from '../hooks/use-outbox';
import { useMarkReadWhileVisible, useThread } from '../api/use-thread';
import { useContacts, useThreads } from '../api/use-threads';
import { groupByDay, mergeThread, type ShownMessage } from '../lib/thread';
import { Composer } from './Composer';

// The player, the photo and the file chip, the file prober and the uploader are not in the inbox's
// first load: they are fetched after the thread's first paint, so the service worker has them
// for a thread opened (or a video queued) later with no signal.
const loadAttachmentView = () => import('./AttachmentView');
const AttachmentView = preloadableLazy(loadAttachmentView);
const warmAttachmentCode = () =>
  Promise.all([
    preloadModule(loadAttachmentView),
    import('../lib/prepare-attachment'),
    import('../api/attachments'),
  ]).catch(() => undefined);

export function ThreadView({ me, other }: { me: string; other: string }) {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) void warmAttachmentCode();
  }, [painted]);
  const thread = useThread(me, other);
  const { userRole } = useShellIdentity();
  const isCoach = userRole === 'staff' || userRole === 'admin';
  const threads = useThreads(me);
  const known = threads.data?.find((t) => t.otherId === other);
  const contacts = useContacts(me, threads.isSuccess && !known);
  const name = known?.name ?? contacts.data?.find((c) => c.id === other)?.name ?? '';
  const outbox = useOutbox(me);
  const server = useMemo(() => (thread.data?.pages ?? []).flat(), [thread.data]);
  const mine = useMemo(() => outbox.messages.filter((m) => m.recipient_id === other), [outbox.messages, other]);
  const shown = useMemo(() => mergeThread(server, mine, me), [server, mine, me]);
  const items = groupByDay(shown, new Date());
  useMarkReadWhileVisible(me, other, server);

  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const lastId = shown[shown.length - 1]?.id;
  const heightBefore = useRef(0);

  // Keep the newest message in view when one arrives (unless the reader scrolled up); keep the
  // reading position when older messages are put above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [lastId, thread.isSuccess]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || heightBefore.current === 0) return;
    el.scrollTop += el.scrollHeight - heightBefore.current;
    heightBefore.current = 0;
  }, [thread.data?.pages.length]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useEffect(() => {
    const target = sentinel.current;
    const root = scroller.current;
    if (!target || !root || !hasNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) {
          heightBefore.current = root.scrollHeight;
          void fetchNextPage();
        }
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <>
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <Link
          to="/inbox"
          className="inline-flex min-h-10 items-center gap-1 rounded-lg pr-2 text-sm font-medium text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-500 md:hidden dark:text-emerald-400"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Back to conversations</span>
        </Link>
        <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">{name || 'Conversation'}</h2>
      </header>
      <div
        ref={scroller}
        onScroll={(event) => {
          const el = event.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-3"
        role="log"
        aria-label={`Messages with ${name || 'this person'}`}
        aria-live="polite"
      >
        <div ref={sentinel} />
        {hasNextPage && (
          <div className="flex justify-center pb-2">
            <button
              type="button"
              onClick={() => {
                heightBefore.current = scroller.current?.scrollHeight ?? 0;
                void fetchNextPage();
              }}
              className="rounded-lg px-3 py-1 text-xs font-medium text-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
            >
              {isFetchingNextPage ? 'Loading older messages…' : 'Load older messages'}
            </button>
          </div>
        )}
        {thread.isPending && items.length === 0 ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading messages" />
          </div>
        ) : thread.isError && server.length === 0 ? (
          <LoadError error={thread.error} what="this conversation" onRetry={() => void thread.refetch()} />
        ) : items.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">
            No messages yet. Say hello{name ? ` to ${name.split(' ')[0]}` : ''}.
          </p>
        ) : (
          <ol className="flex flex-col gap-1.5">
            {items.map((item) =>
              item.kind === 'day' ? (
                <li key={item.key} className="my-2 flex justify-center">
                  <span className="rounded-full bg-slate-100 px-3 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                    {item.label}
                  </span>
                </li>
              ) : (
                <Bubble
                  key={item.key}
                  message={item.message}
                  onRetry={() => {
                    const failed = mine.find((m) => m.id === item.message.id);
                    if (failed) void outbox.retry(failed);
                  }}
                />
              ),
            )}
          </ol>
        )}
      </div>
      <Composer
        onSend={(body, attachment) => outbox.enqueue(other, body, attachment)}
        savedReplies={isCoach ? { me, other } : undefined}
      />
    </>
  );
}

const DELIVERY_LABEL = { sending: 'Sending', sent: 'Sent', read: 'Read', failed: 'Not sent' } as const;

function Bubble({ message, onRetry }: { message: ShownMessage; onRetry: () => void }) {
  const time = new Date(message.created_at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return (
    <li
      className={cn('flex flex-col', message.own ? 'items-end' : 'items-start')}
      data-message-id={message.id}
      data-delivery={message.delivery ?? undefined}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap select-text md:max-w-[70%]',
          message.own
            ? 'rounded-br-md bg-emerald-700 text-white'
            : 'rounded-bl-md bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
          message.delivery === 'failed' && 'bg-red-700',
          message.attachment_path && 'p-1.5',
        )}
      >
        {message.attachment_path && (
          <ErrorBoundary
            fallback={<p className="px-1.5 py-2 text-xs">{message.attachment_name ?? 'A file'}: opens when online.</p>}
          >
            <Suspense fallback={<div className="h-24 w-56 max-w-full animate-pulse rounded-xl bg-black/10" />}>
              <AttachmentView message={message} />
            </Suspense>
          </ErrorBoundary>
        )}
        {message.body && <p className={cn(message.attachment_path && 'px-1.5 pt-1 pb-0.5')}>{message.body}</p>}
      </div>
      <div className="mt-0.5 flex items-center gap-1 px-1 text-[11px] text-slate-500 dark:text-slate-400">
        <span>{time}</span>
        {message.delivery && (
          <span className="inline-flex items-center gap-0.5" aria-label={DELIVERY_LABEL[message.delivery]}>
            {message.delivery === 'sending' && <Clock aria-hidden="true" className="size-3" />}
            {message.delivery === 'sent' && <Check aria-hidden="true" className="size-3" />}
            {message.delivery === 'read' && <CheckCheck aria-hidden="true" className="size-3 text-emerald-600" />}
            {message.delivery === 'failed' && <AlertCircle aria-hidden="true" className="size-3 text-red-600" />}
            <span>{DELIVERY_LABEL[message.delivery]}</span>
          </span>
        )}
        {message.delivery === 'failed' && (
          <>
            {message.error && <span className="text-red-700 dark:text-red-400">· {message.error}</span>}
            <button
              type="button"
              onClick={onRetry}
              className="ml-1 rounded px-1.5 font-semibold text-emerald-700 underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
            >
              Retry
            </button>
          </>
        )}
      </div>
    </li>
  );
}
