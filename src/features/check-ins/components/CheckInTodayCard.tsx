import { ClipboardCheck } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useMyCheckIn } from '../api/my-check-in';
import { useCheckInOutbox } from '../api/use-check-in-outbox';
import { WEEKDAYS, type CheckInAnswers } from '../lib/questions';

// The questions' form is its own chunk, fetched when the client starts the check-in.
const CheckInAnswerForm = lazy(() => import('./CheckInAnswerForm'));

const cardClass =
  'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * Today's weekly check-in: shown from the due day until it is answered (in the studio's week), and
 * while an answer waits in this device's outbox. Nothing otherwise.
 */
export function CheckInTodayCard({ userId }: { userId: string }) {
  const mine = useMyCheckIn(userId);
  const outbox = useCheckInOutbox(userId);
  const [open, setOpen] = useState(false);
  const [sentHere, setSentHere] = useState(false);

  const queued = outbox.pending[0];
  const submit = async (answers: CheckInAnswers, photo: File | null) => {
    await outbox.submit(answers, photo);
    setOpen(false);
    setSentHere(true);
  };

  if (queued)
    return (
      <section aria-label="Weekly check-in" className={cardClass}>
        <Heading />
        {queued.refused ? (
          <>
            <Alert>{queued.reason ?? 'Your check-in was not sent.'}</Alert>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void outbox.retry(queued.id)}>Retry</Button>
              <Button variant="ghost" onClick={() => void outbox.discard(queued.id)}>
                Discard
              </Button>
            </div>
          </>
        ) : (
          <Alert tone="info">Check-in saved on this device. It is sent as soon as there is a connection.</Alert>
        )}
      </section>
    );

  const checkIn = mine.data;
  if (sentHere && checkIn?.answeredAt)
    return (
      <section aria-label="Weekly check-in" className={cardClass}>
        <Heading />
        <Alert tone="success">Check-in sent. Your coach has it.</Alert>
      </section>
    );
  if (!checkIn || !checkIn.dueNow || checkIn.answeredAt || checkIn.questions.length === 0) return null;

  return (
    <section aria-label="Weekly check-in" className={cardClass}>
      <Heading>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          Due {WEEKDAYS[checkIn.dueWeekday]}: {checkIn.questions.length} quick{' '}
          {checkIn.questions.length === 1 ? 'question' : 'questions'} from your coach.
        </span>
      </Heading>
      {open ? (
        <Suspense fallback={<Spinner label="Loading the check-in" />}>
          <CheckInAnswerForm questions={checkIn.questions} onSubmit={submit} onCancel={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Button className="self-start" onClick={() => setOpen(true)}>
          Start check-in
        </Button>
      )}
    </section>
  );
}

function Heading({ children }: { children?: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
      >
        <ClipboardCheck className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <h2 className="font-semibold text-slate-900 dark:text-white">Weekly check-in</h2>
        {children}
      </span>
    </div>
  );
}
