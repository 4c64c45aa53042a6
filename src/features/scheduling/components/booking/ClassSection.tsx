import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useBookClass } from '../../api/book-class';
import type { CalendarSession } from '../../api/calendar';
import { useClassWaitlist } from '../../api/class-waitlist';
import { useJoinWaitlist } from '../../api/join-waitlist';
import { bookingErrorText } from '../../lib/booking-errors';
import { bookedName } from '../../lib/studio-format';
import { ClientPicker } from './ClientPicker';
import { RefusalNotice } from './RefusalNotice';

const isFullRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { hint?: unknown }).hint === 'join_waitlist';

/** A class's places: add a client (or put them on the waitlist when it is full), and the waitlist in order. */
export function ClassSection({ session, started }: { session: CalendarSession; started: boolean }) {
  const [adding, setAdding] = useState(false);
  const [clientId, setClientId] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const book = useBookClass();
  const join = useJoinWaitlist();
  const waitlist = useClassWaitlist(session.id);
  const full = session.seats_taken >= session.capacity || isFullRefusal(book.error);

  const reset = () => {
    setAdding(false);
    setClientId('');
    book.reset();
    join.reset();
  };
  const bookPlace = (override: boolean) =>
    book.mutate(
      { sessionId: session.id, clientId, override },
      {
        onSuccess: () => {
          setNote('Booked into the class.');
          reset();
        },
      },
    );
  const addToWaitlist = () =>
    join.mutate(
      { sessionId: session.id, clientId },
      {
        onSuccess: (position) => {
          setNote(`Added to the waitlist: number ${position} in line.`);
          reset();
        },
      },
    );

  return (
    <section aria-label="Class places" className="flex flex-col gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {session.seats_taken} of {session.capacity} places taken{full ? ' · full' : ''}
      </p>
      {note && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
          {note}
        </p>
      )}
      {!started &&
        (adding ? (
          <form
            aria-label="Add a client to the class"
            className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            onSubmit={(event) => {
              event.preventDefault();
              if (!clientId) return;
              if (full) addToWaitlist();
              else bookPlace(false);
            }}
          >
            <ClientPicker value={clientId} onChange={setClientId} />
            {book.error && !isFullRefusal(book.error) && (
              <RefusalNotice error={book.error} busy={book.isPending} onOverride={() => bookPlace(true)} />
            )}
            {isFullRefusal(book.error) && (
              <p className="text-sm text-amber-800 dark:text-amber-200">The class just filled up.</p>
            )}
            {join.error && <RefusalNotice error={join.error} />}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={reset}>
                Back
              </Button>
              <Button type="submit" disabled={!clientId} loading={book.isPending || join.isPending}>
                {full ? 'Add to waitlist' : 'Book a place'}
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {full ? 'Add to waitlist' : 'Add a client'}
            </Button>
          </div>
        ))}
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Waitlist</h3>
        {waitlist.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <Spinner /> Loading the waitlist…
          </p>
        ) : waitlist.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {bookingErrorText(waitlist.error, 'The waitlist could not be loaded.')}
          </p>
        ) : waitlist.data.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">Nobody is waiting.</p>
        ) : (
          <ol aria-label="Waitlist" className="list-decimal pl-6 text-sm text-slate-700 dark:text-slate-200">
            {waitlist.data.map((entry) => (
              <li key={entry.id}>{bookedName(entry.client)}</li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
