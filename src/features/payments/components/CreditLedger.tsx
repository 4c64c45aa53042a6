import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useAuthStore } from '@/features/auth';
import { cn } from '@/lib/cn';
import { fullName } from '@/lib/person-name';
import { LEDGER_LIMIT, useClientLedger, type LedgerEntry } from '../api/client-ledger';
import { useRefreshClientMoney } from '../api/refresh-client-money';
import { creditReasonLabel, formatDelta } from '../lib/credit-reason-labels';
import { unforgivenForfeits } from '../lib/forfeited-bookings';
import { formatStudioDateTime } from '../lib/money-dates';
import { MoneyPanel, mutedText } from './MoneyPanel';

/** Where the app page puts scheduling's forgive form for one booking. */
export interface ForgiveSlotProps {
  bookingId: string;
  onDone: () => void;
  onBack: () => void;
}

/**
 * Who made a ledger row: the system (payments, expiry), the client, the caller, a person the caller
 * may read, or "Staff" (a trainer does not read other staff members' names).
 */
function actorText(entry: LedgerEntry, clientId: string, meId: string | undefined): string {
  if (!entry.actor_id) return 'Automatic';
  if (entry.actor_id === clientId) return 'The client';
  if (entry.actor_id === meId) return 'You';
  return entry.actor ? fullName(entry.actor.first_name, entry.actor.last_name) : 'Staff';
}

const categoryText = (entry: LedgerEntry) =>
  entry.lot?.service ? `Drop-in: ${entry.lot.service.name}` : (entry.lot?.category?.name ?? null);

/** Every credit in and out of the client's balance, newest first, each with its reason in words. */
export function CreditLedger({
  clientId,
  timeZone,
  renderForgive,
  onDone,
}: {
  clientId: string;
  timeZone: string;
  renderForgive?: (props: ForgiveSlotProps) => ReactNode;
  onDone: (message: string) => void;
}) {
  const ledger = useClientLedger(clientId);
  const refresh = useRefreshClientMoney(clientId);
  const [forgiving, setForgiving] = useState<string | null>(null);
  const forfeits = renderForgive && ledger.data ? unforgivenForfeits(ledger.data) : new Set<string>();
  const meId = useAuthStore((state) => state.user?.id);
  return (
    <MoneyPanel title="Credit history">
      {ledger.isPending ? (
        <Spinner label="Loading the credit history" />
      ) : ledger.error ? (
        <LoadError error={ledger.error} what="the credit history" onRetry={() => void ledger.refetch()} />
      ) : ledger.data.length === 0 ? (
        <p className={mutedText}>No credits in or out yet.</p>
      ) : (
        <>
          <ul aria-label="Credit history" className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
            {ledger.data.map((entry) => {
              const category = categoryText(entry);
              return (
                <li key={entry.id} className="flex items-start justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 dark:text-white">
                      {creditReasonLabel(entry.reason, entry.delta)}
                      {category && (
                        <span className="font-normal text-slate-600 dark:text-slate-300"> · {category}</span>
                      )}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {formatStudioDateTime(entry.created_at, timeZone)} · {actorText(entry, clientId, meId)}
                      {entry.booking && ` · session ${formatStudioDateTime(entry.booking.starts_at, timeZone)}`}
                    </p>
                    {entry.note && (
                      <p className="text-sm whitespace-pre-line break-words text-slate-700 dark:text-slate-200">
                        {entry.note}
                      </p>
                    )}
                    {renderForgive &&
                      entry.delta === 0 &&
                      entry.booking_id &&
                      forfeits.has(entry.booking_id) &&
                      (forgiving === entry.booking_id ? (
                        <div className="mt-2">
                          {renderForgive({
                            bookingId: entry.booking_id,
                            onBack: () => setForgiving(null),
                            onDone: () => {
                              setForgiving(null);
                              void refresh();
                              onDone('Forgiven: the credit is back.');
                            },
                          })}
                        </div>
                      ) : (
                        <Button
                          variant="secondary"
                          className="mt-1 min-h-9 px-3"
                          onClick={() => setForgiving(entry.booking_id)}
                        >
                          Forgive…
                        </Button>
                      ))}
                  </div>
                  <span
                    className={cn(
                      'shrink-0 font-semibold tabular-nums',
                      entry.delta > 0 && 'text-emerald-700 dark:text-emerald-300',
                      entry.delta < 0 && 'text-red-700 dark:text-red-300',
                      entry.delta === 0 && 'text-slate-500 dark:text-slate-400',
                    )}
                  >
                    {formatDelta(entry.delta)}
                    <span className="sr-only"> {Math.abs(entry.delta) === 1 ? 'credit' : 'credits'}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          {ledger.data.length >= LEDGER_LIMIT && (
            <p className={mutedText}>Showing the newest {LEDGER_LIMIT} entries.</p>
          )}
        </>
      )}
    </MoneyPanel>
  );
}
