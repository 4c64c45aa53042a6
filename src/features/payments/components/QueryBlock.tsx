import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { Muted } from './PaymentsSection';

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

/**
 * A read's states inside a section: its data (also the last known copy while offline), loading,
 * "not on this device yet" when offline with nothing kept (never a spinner forever), or the error.
 */
export function QueryBlock<T>({
  query,
  what,
  children,
}: {
  query: QueryLike<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending && query.fetchStatus === 'paused') {
    return <Muted>You are offline and your {what} is not on this device yet. It shows when you are back online.</Muted>;
  }
  if (query.error) return <LoadError error={query.error} what={`your ${what}`} onRetry={() => void query.refetch()} />;
  return (
    <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Spinner className="size-4" /> Loading your {what}
    </div>
  );
}
