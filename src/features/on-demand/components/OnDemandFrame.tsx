import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { selectUserRole, useAuthStore } from '@/features/auth';

interface Read {
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The frame of the on-demand staff pages: staff and admins only, then the page's reads loaded (one
 * loader, one error with "Try again" for all of them), then the page.
 */
export function OnDemandFrame({
  title,
  subtitle,
  what,
  reads,
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  what: string;
  reads: Read[];
  actions?: ReactNode;
  children: () => ReactNode;
}) {
  const role = useAuthStore(selectUserRole);
  if (role !== 'staff' && role !== 'admin') {
    return (
      <EmptyState icon={<Lock className="size-6" />} title="Staff only">
        The on-demand library is built by the studio&apos;s staff.
      </EmptyState>
    );
  }
  const failed = reads.find((read) => read.error);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {failed ? (
        <LoadError
          error={failed.error}
          what={what}
          onRetry={() => void Promise.all(reads.filter((read) => read.error).map((read) => read.refetch()))}
        />
      ) : reads.some((read) => read.isPending) ? (
        <PageLoader label={`Loading ${what}`} />
      ) : (
        children()
      )}
    </div>
  );
}
