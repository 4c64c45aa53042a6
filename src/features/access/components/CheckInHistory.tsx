import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useOnline } from '@/lib/use-online';
import { useMyCheckIns } from '../api/my-check-ins';
import { dateTimeText } from '../lib/access-dates';
import { Hint } from './AccessCard';

const METHOD: Record<'qr' | 'pin' | 'manual', string> = {
  qr: 'QR code',
  pin: 'PIN',
  manual: 'Checked in by the desk',
};

/** The client's check-ins, newest first, with the session each one marked attended. */
export function CheckInHistory({ userId }: { userId: string }) {
  const checkIns = useMyCheckIns(userId);
  const online = useOnline();
  if (checkIns.data === undefined) {
    if (!online || (checkIns.isPending && checkIns.fetchStatus === 'paused')) {
      return (
        <Hint>You are offline and your check-ins are not on this device. They show when you are back online.</Hint>
      );
    }
    if (checkIns.error) {
      return <LoadError error={checkIns.error} what="your check-ins" onRetry={() => void checkIns.refetch()} />;
    }
    return (
      <Hint>
        <Spinner className="mr-2 inline size-4" />
        Loading your check-ins
      </Hint>
    );
  }
  if (checkIns.data.length === 0)
    return <Hint>No check-ins yet. Your visits show here after the desk scans your code.</Hint>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
      {checkIns.data.map((row) => (
        <li key={row.id} className="py-2 first:pt-0 last:pb-0">
          <p className="font-medium text-slate-900 dark:text-white">{dateTimeText(row.checked_in_at)}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {METHOD[row.method]}
            {row.overridden && ' (let in by the desk)'}
            {row.booking &&
              ` · ${row.booking.service?.name ?? 'Session'} at ${dateTimeText(row.booking.starts_at)} marked attended`}
          </p>
        </li>
      ))}
    </ul>
  );
}
