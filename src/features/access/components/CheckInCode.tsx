import { Sun, WifiOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { AccessKeyNotOnDeviceError, useMyAccessKey } from '../api/my-access-key';
import { useRollingCode } from '../hooks/use-rolling-code';
import { dateTimeText } from '../lib/access-dates';
import type { AccessKey } from '../lib/access-key';
import { refusalText, type AccessStatus } from '../lib/access-status';
import { BrightenOverlay } from './BrightenOverlay';
import { CodeDisplay } from './CodeDisplay';
import { Hint } from './AccessCard';
import { RevokedKey } from './RevokedKey';

function LiveCode({
  accessKey,
  secret,
  fromDeviceSavedAt,
}: {
  accessKey: AccessKey;
  secret: string;
  fromDeviceSavedAt: number | null;
}) {
  const rolling = useRollingCode(secret, accessKey.period, accessKey.digits);
  const [bright, setBright] = useState(false);
  const close = useCallback(() => setBright(false), []);
  return (
    <>
      <CodeDisplay accessKey={accessKey} rolling={rolling} />
      <Button variant="secondary" onClick={() => setBright(true)}>
        <Sun aria-hidden="true" className="size-5" /> Brighten
      </Button>
      <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Works offline: this code is made on this device and changes every {accessKey.period} seconds.
          {fromDeviceSavedAt !== null &&
            ` Your key was last checked with the studio on ${dateTimeText(new Date(fromDeviceSavedAt).toISOString())}.`}
        </span>
      </p>
      {bright && <BrightenOverlay accessKey={accessKey} rolling={rolling} onClose={close} />}
    </>
  );
}

/**
 * The check-in code: provisioned online, kept on the device, made on the device every 30 s. When
 * the client may not enter, the code is still shown with why the desk will refuse it.
 */
export function CheckInCode({ userId, status }: { userId: string; status: AccessStatus | undefined }) {
  const key = useMyAccessKey(userId);
  if (key.data === undefined) {
    if (key.error instanceof AccessKeyNotOnDeviceError) return <Alert tone="info">{key.error.message}</Alert>;
    if (key.error) return <LoadError error={key.error} what="your check-in code" onRetry={() => void key.refetch()} />;
    return (
      <Hint>
        <Spinner className="mr-2 inline size-4" />
        Getting your check-in code
      </Hint>
    );
  }
  const { key: accessKey, fromDeviceSavedAt } = key.data;
  if (!accessKey.secret) return <RevokedKey userId={userId} accessKey={accessKey} />;
  return (
    <div className="flex flex-col gap-3">
      {status && !status.allowed && (
        <Alert>The desk will refuse this code at the moment. {refusalText(status.reason)}</Alert>
      )}
      <LiveCode accessKey={accessKey} secret={accessKey.secret} fromDeviceSavedAt={fromDeviceSavedAt} />
    </div>
  );
}
