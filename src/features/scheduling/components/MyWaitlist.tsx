import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { toProviderMessage } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';
import { useLeaveWaitlist } from '../api/client-booking-writes';
import { useMyWaitlist } from '../api/my-waitlist';
import type { StudioClock } from '../api/studio-settings';
import { sessionWhen } from '../lib/booking-format';

/** The classes the client waits for a place in, each with "Leave the waitlist". Hidden when empty. */
export function MyWaitlist({
  clientId,
  clock,
  onNotice,
}: {
  clientId: string;
  clock: StudioClock;
  onNotice: (message: string) => void;
}) {
  const waitlist = useMyWaitlist(clientId);
  const leave = useLeaveWaitlist();
  const online = useOnline();
  const [error, setError] = useState<string | null>(null);
  if (!waitlist.data || waitlist.data.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-title" className="flex flex-col gap-2">
      <h2 id="waitlist-title" className="font-semibold text-slate-900 dark:text-white">
        Waiting for a place
      </h2>
      {error && <Alert>{error}</Alert>}
      <ul aria-label="Waitlists" className="flex flex-col gap-2">
        {waitlist.data.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-l-4 border-dashed border-slate-300 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
            style={{ borderLeftColor: entry.session.service.colour }}
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">{entry.session.service.name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {sessionWhen(entry.session.starts_at, entry.session.ends_at, clock.timeZone)} · on the waitlist
              </p>
            </div>
            <Button
              variant="secondary"
              className="min-h-9 px-3 py-1"
              disabled={!online}
              loading={leave.isPending && leave.variables.sessionId === entry.session_id}
              aria-label={`Leave the waitlist for ${entry.session.service.name}`}
              onClick={() => {
                setError(null);
                leave.mutate(
                  { sessionId: entry.session_id },
                  {
                    onSuccess: () => onNotice(`You left the waitlist for ${entry.session.service.name}.`),
                    onError: (failure) =>
                      setError(toProviderMessage(failure, 'Could not leave the waitlist. Try again.')),
                  },
                );
              }}
            >
              Leave the waitlist
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
