import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { selectIsAdmin, useAuthStore } from '@/features/auth';

interface Read {
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The frame of the four catalogue pages: admins only, then the page's reads loaded (one loader, one
 * error with "Try again" for all of them), then the page.
 */
export function CatalogueFrame({
  title,
  subtitle,
  what,
  reads,
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  /** What is loading, for the loader and the error: "packs". */
  what: string;
  reads: Read[];
  actions?: ReactNode;
  children: () => ReactNode;
}) {
  const isAdmin = useAuthStore(selectIsAdmin);
  if (!isAdmin) {
    return (
      <EmptyState icon={<Lock className="size-6" />} title="Admins only">
        Prices, packs, memberships and discounts are set by the studio&apos;s admins.
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
