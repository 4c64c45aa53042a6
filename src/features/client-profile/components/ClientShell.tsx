import { MessageSquare, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { BackLink } from '@/components/ui/BackLink';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Chip } from '@/components/ui/Chip';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore } from '@/features/auth';
import { conversationPath } from '@/lib/conversation-path';
import type { ClientProfile } from '../api/get-client';
import { useClient } from '../api/use-client-profile';
import { clientName } from '@/lib/person-name';
import { clientTypeLabel, statusLabel } from '../lib/labels';
import { ClientProfileTabs } from '@/components/ui/ClientProfileTabs';

/**
 * The frame of every profile page: loads the client and answers "not found" when the caller may
 * not see them (RLS hides other trainers' clients). A client who opens their own profile address
 * (a shared link, a bookmark) is taken to their own view of the same things (`ownView`).
 */
export function ClientShell({
  clientId,
  ownView,
  children,
}: {
  clientId: string;
  /** Where a client opening their own profile address goes instead. */
  ownView: string;
  children: (client: ClientProfile) => ReactNode;
}) {
  const role = useAuthStore((state) => state.userRole);
  const userId = useAuthStore((state) => state.user?.id);
  const isStaff = role === 'staff' || role === 'admin';
  const client = useClient(clientId, isStaff);
  if (!isStaff && clientId === userId) return <Navigate to={ownView} replace />;
  if (!isStaff) return <ClientNotFound />;
  if (client.isPending) return <PageLoader label="Loading client" />;
  if (client.error) return <LoadError error={client.error} what="this client" onRetry={() => void client.refetch()} />;
  if (!client.data) return <ClientNotFound />;
  const c = client.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        eyebrow={<BackLink to="/clients">Clients</BackLink>}
        title={clientName(c)}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            {c.client_type && <Chip tone="info">{clientTypeLabel(c.client_type)}</Chip>}
            <Chip tone={c.status === 'active' ? 'accent' : 'warning'}>{statusLabel(c.status)}</Chip>
          </span>
        }
        actions={
          <ButtonLink to={conversationPath(c.id)} variant="secondary">
            <MessageSquare aria-hidden="true" className="size-4" />
            Message
          </ButtonLink>
        }
      />
      <ClientProfileTabs clientId={clientId} />
      {children(c)}
    </div>
  );
}

function ClientNotFound() {
  return (
    <div className="mx-auto max-w-xl py-10">
      <EmptyState
        icon={<UserX className="size-6" />}
        title="Client not found"
        action={<ButtonLink to="/">Back to home</ButtonLink>}
      >
        This client does not exist, or is not one of your clients.
      </EmptyState>
    </div>
  );
}
