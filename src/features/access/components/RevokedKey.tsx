import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { toUserMessage } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';
import { RENEW_OFFLINE_MESSAGE, useRenewAccessKey } from '../api/renew-access-key';
import { dateText } from '../lib/access-dates';
import type { AccessKey } from '../lib/access-key';

/** The studio stopped the client's code: say so, and offer a new one (online only). */
export function RevokedKey({ userId, accessKey }: { userId: string; accessKey: AccessKey }) {
  const online = useOnline();
  const renew = useRenewAccessKey(userId);
  return (
    <div className="flex flex-col gap-3">
      <Alert>
        Your check-in code was stopped by the studio
        {accessKey.revoked_at ? ` on ${dateText(accessKey.revoked_at)}` : ''}
        {accessKey.revoked_reason ? `: ${accessKey.revoked_reason}` : '.'} The desk will not accept it. Renew it to get
        a new one.
      </Alert>
      <Button onClick={() => renew.mutate()} loading={renew.isPending} disabled={!online}>
        Renew my code
      </Button>
      {!online && <Alert tone="info">{RENEW_OFFLINE_MESSAGE}</Alert>}
      {renew.error && online && (
        <Alert>{toUserMessage(renew.error, 'Your code could not be renewed. Try again.')}</Alert>
      )}
    </div>
  );
}
