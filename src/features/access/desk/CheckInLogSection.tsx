import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import { useClientAccessKey } from '../api/desk-access-key';
import { useCheckInLog, type CheckInLogEntry } from '../api/desk-check-in-log';
import { isCheckInReason, REASON_TEXT } from '../lib/desk-reasons';
import { RevokeKeyDialog } from './RevokeKeyDialog';

const METHOD_TEXT: Record<CheckInLogEntry['method'], string> = { qr: 'QR code', pin: 'PIN', manual: 'By name' };

/**
 * "Check-ins" on the client profile (staff and admins): the client's code (member number, revoked
 * or not, with "Revoke code"), then their last visits and the refused attempts, marked.
 */
export function CheckInLogSection({ clientId, clientName }: { clientId: string; clientName: string }) {
  const log = useCheckInLog(clientId);
  const key = useClientAccessKey(clientId);
  const [revoking, setRevoking] = useState(false);
  const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section
      aria-label="Check-ins"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Check-ins</h2>
        {key.data && !key.data.revoked_at && (
          <Button variant="secondary" onClick={() => setRevoking(true)}>
            Revoke code
          </Button>
        )}
      </div>
      {key.data ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Member {key.data.member_number} ·{' '}
          {key.data.revoked_at
            ? `code revoked ${when.format(new Date(key.data.revoked_at))}${key.data.revoked_reason ? ` (${key.data.revoked_reason})` : ''}`
            : 'code active'}
        </p>
      ) : key.isSuccess ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No check-in code yet.</p>
      ) : null}
      {log.isPending ? (
        <Spinner label="Loading check-ins" />
      ) : log.error ? (
        <LoadError error={log.error} what="check-ins" onRetry={() => void log.refetch()} />
      ) : log.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No visits yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {log.data.map((entry) => (
            <li key={`${entry.result}-${entry.id}`} className="flex flex-wrap items-baseline gap-x-2 py-2">
              <span
                className={cn(
                  'rounded px-1.5 py-0.5 text-xs font-semibold',
                  entry.result === 'allowed'
                    ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200'
                    : 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200',
                )}
              >
                {entry.result === 'allowed' ? 'Visit' : 'Refused'}
              </span>
              <span className="text-slate-900 tabular-nums dark:text-white">{when.format(new Date(entry.at))}</span>
              <span className="text-slate-500 dark:text-slate-400">{METHOD_TEXT[entry.method]}</span>
              {entry.result === 'refused' && isCheckInReason(entry.reason) && (
                <span className="w-full text-red-700 dark:text-red-300">{REASON_TEXT[entry.reason]}</span>
              )}
              {entry.reason === 'override' && <span className="text-amber-700 dark:text-amber-300">Override</span>}
              {entry.bookingMarked && <span className="text-slate-500">Booking attended</span>}
            </li>
          ))}
        </ul>
      )}
      {revoking && <RevokeKeyDialog clientId={clientId} clientName={clientName} onClose={() => setRevoking(false)} />}
    </section>
  );
}
