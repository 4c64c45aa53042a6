import { useSearchParams } from 'react-router-dom';
import { selectUser, useAuthStore } from '@/features/auth';
import { cn } from '@/lib/cn';
import { isUuid } from '@/lib/uuid';
import { useMessagingLive } from '../api/use-messaging-live';
import { ConversationList } from './ConversationList';
import { ThreadView } from './ThreadView';

/**
 * /inbox: the conversation list and the open conversation (`?with=<user id>`). Side by side on a
 * desktop; on a phone two screens, the thread with a back link (and the browser's back) to the list.
 */
export default function InboxPage() {
  const me = useAuthStore(selectUser)?.id;
  const [params, setParams] = useSearchParams();
  const raw = params.get('with') ?? '';
  const other = isUuid(raw) ? raw : null;
  useMessagingLive(me);
  if (!me) return null;
  const open = (id: string) => setParams({ with: id });
  return (
    <div className="mx-auto flex h-[calc(100dvh-9rem)] max-w-6xl gap-4 md:h-[calc(100dvh-7rem)]">
      <section
        aria-label="Conversations"
        className={cn('flex min-h-0 w-full flex-col md:w-80 md:shrink-0', other && 'hidden md:flex')}
      >
        <ConversationList me={me} selected={other} onOpen={open} />
      </section>
      <section
        aria-label="Conversation"
        className={cn(
          'min-h-0 flex-1 flex-col rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
          other ? 'flex' : 'hidden md:flex',
        )}
      >
        {other ? (
          <ThreadView key={other} me={me} other={other} />
        ) : (
          <p className="m-auto max-w-xs p-6 text-center text-sm text-slate-500 dark:text-slate-400">
            Choose a conversation to read and reply.
          </p>
        )}
      </section>
    </div>
  );
}
