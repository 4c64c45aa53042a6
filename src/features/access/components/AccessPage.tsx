import type { ComponentType } from 'react';
import { Alert } from '@/components/ui/Alert';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useAuthStore } from '@/features/auth';
import { useOnline } from '@/lib/use-online';
import { useAccessStatus } from '../api/access-status';
import { AccessCard, Hint } from './AccessCard';
import { CheckInCode } from './CheckInCode';
import { CheckInHistory } from './CheckInHistory';
import { WhatYouHave } from './WhatYouHave';

export const ACCESS_RETURN_PATH = '/access';

/** What the app puts in the page's "Get more" card (payments' packs and plans, composed in src/app). */
export interface AccessShopProps {
  returnPath: string;
  /** A programming client: offer plans that move them up to virtual coaching first. */
  upgradeToVirtual: boolean;
}

function StatusBlock({ userId, clientType }: { userId: string; clientType: string | null }) {
  const status = useAccessStatus(userId);
  const online = useOnline();
  if (status.data) return <WhatYouHave status={status.data} clientType={clientType} />;
  // The browser's offline flag is reliable when false (lib/connectivity.ts); the query cache does not
  // know it after a reload with no signal, and would retry for a while.
  if (!online || (status.isPending && status.fetchStatus === 'paused')) {
    return (
      <Hint>You are offline. What your plan includes shows when you are back online; your code works meanwhile.</Hint>
    );
  }
  if (status.error) return <LoadError error={status.error} what="your access" onRetry={() => void status.refetch()} />;
  return (
    <Hint>
      <Spinner className="mr-2 inline size-4" />
      Loading your access
    </Hint>
  );
}

function ClientAccess({
  userId,
  clientType,
  Shop,
}: {
  userId: string;
  clientType: string | null;
  Shop: ComponentType<AccessShopProps>;
}) {
  const online = useOnline();
  const status = useAccessStatus(userId);
  return (
    <>
      {!online && (
        <Alert tone="info">You are offline. Your check-in code still works: it is made on this device.</Alert>
      )}
      <AccessCard title="Check-in code">
        <CheckInCode userId={userId} status={status.data} />
      </AccessCard>
      <AccessCard title="Your access">
        <StatusBlock userId={userId} clientType={clientType} />
      </AccessCard>
      <AccessCard title="Get more">
        <Shop returnPath={ACCESS_RETURN_PATH} upgradeToVirtual={clientType === 'programming'} />
      </AccessCard>
      <AccessCard title="Check-in history">
        <CheckInHistory userId={userId} />
      </AccessCard>
    </>
  );
}

/**
 * `/access` "Unlock" for in-person and programming clients: the check-in code (working with no
 * signal), whether the desk will let them in and why, what their plan unlocks with the way to get
 * more, and their visits. Virtual clients have Progress instead (the spec's bottom bar).
 */
export function AccessPage({ Shop }: { Shop: ComponentType<AccessShopProps> }) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const role = useAuthStore((state) => state.userRole);
  const clientType = useAuthStore((state) => state.user?.clientType ?? null);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <PageHeader title="Unlock" subtitle="Your check-in code for the studio and what your plan includes." />
      {role !== 'client' ? (
        <Hint>This page is a client's own: their check-in code and what their plan includes.</Hint>
      ) : clientType === 'virtual' ? (
        <AccessCard title="Nothing to unlock">
          <Hint>Your virtual coaching has no studio check-in. Your progress and coaching are under Progress.</Hint>
          <ButtonLink to="/progression" variant="secondary">
            Open Progress
          </ButtonLink>
        </AccessCard>
      ) : (
        <ClientAccess userId={userId} clientType={clientType} Shop={Shop} />
      )}
    </div>
  );
}
