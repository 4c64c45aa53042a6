import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** The frame of the automation pages: staff and admins only, then the page's read loaded, then the page. */
export function AutomationFrame({
  title,
  subtitle,
  read,
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  read: Read;
  actions?: ReactNode;
  children: () => ReactNode;
}) {
  const role = useAuthStore(selectUserRole);
  if (role !== 'staff' && role !== 'admin') {
    return (
      <EmptyState icon={<Lock className="size-6" />} title="Staff only">
        Automations are set up by the studio&apos;s staff.
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {read.error ? (
        <LoadError error={read.error} what="the automations" onRetry={() => void read.refetch()} />
      ) : read.isPending ? (
        <PageLoader label="Loading the automations" />
      ) : (
        children()
      )}
    </div>
  );
}
