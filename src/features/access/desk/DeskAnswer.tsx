import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { clientName } from '@/lib/person-name';
import type { CheckInAnswer } from '../lib/desk-answer';
import { canOverride, REASON_TEXT, VIA_TEXT } from '../lib/desk-reasons';
import type { DeskShown } from './use-desk';

/**
 * The answer, over the whole screen so the person at the door sees it from a step away: green with
 * the client's name and photo and what let them in, or red with the reason in words.
 */
export function DeskAnswer({
  shown,
  onNext,
  onOverride,
}: {
  shown: DeskShown;
  onNext: () => void;
  onOverride: (clientId: string) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  // Enter or Space on the focused "Next" clears the answer at once: the desk works from a keyboard.
  useEffect(() => frame.current?.querySelector<HTMLButtonElement>('[data-next]')?.focus(), [shown.kind]);
  const allowed = shown.kind === 'answer' && shown.answer.result === 'allowed';
  const refused = (shown.kind === 'answer' && !allowed) || shown.kind === 'error';
  return (
    <div
      ref={frame}
      role="status"
      aria-live="assertive"
      data-answer={shown.kind === 'answer' ? shown.answer.result : shown.kind}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onNext();
      }}
      className={cn(
        'fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 p-6 text-center text-white',
        shown.kind === 'sending' && 'bg-slate-900/90',
        allowed && 'bg-emerald-700',
        refused && 'bg-red-700',
      )}
    >
      {shown.kind === 'sending' && (
        <p className="flex items-center gap-3 text-3xl font-semibold">
          <Loader2 className="size-10 animate-spin" aria-hidden="true" /> Checking…
        </p>
      )}
      {shown.kind === 'error' && (
        <>
          <XCircle className="size-24" aria-hidden="true" />
          <p className="text-4xl font-bold">Not checked in</p>
          <p className="max-w-xl text-2xl">{shown.message}</p>
        </>
      )}
      {shown.kind === 'answer' && <AnswerBody answer={shown.answer} />}
      {shown.kind !== 'sending' && (
        <div className="flex flex-wrap justify-center gap-3">
          {shown.kind === 'answer' &&
            shown.answer.result === 'refused' &&
            shown.answer.client &&
            canOverride(shown.answer.reason) && (
              <Button variant="secondary" className="min-h-14 px-6" onClick={() => onOverride(shown.answer.client!.id)}>
                <span className="text-lg">Check in anyway</span>
              </Button>
            )}
          <Button data-next variant="secondary" className="min-h-14 px-8" onClick={onNext}>
            <span className="text-lg">Next</span>
          </Button>
        </div>
      )}
    </div>
  );
}

function AnswerBody({ answer }: { answer: CheckInAnswer }) {
  const allowed = answer.result === 'allowed';
  const name = answer.client ? clientName(answer.client) : null;
  return (
    <>
      {answer.client ? (
        <ClientPhoto url={answer.client.avatar_url} name={name ?? ''} />
      ) : allowed ? (
        <CheckCircle2 className="size-24" aria-hidden="true" />
      ) : (
        <XCircle className="size-24" aria-hidden="true" />
      )}
      <p className="text-5xl font-bold">{allowed ? 'Checked in' : 'Refused'}</p>
      {name && <p className="text-4xl font-semibold">{name}</p>}
      {answer.client?.member_number != null && (
        <p className="text-xl opacity-90">Member {answer.client.member_number}</p>
      )}
      <p className="max-w-2xl text-2xl">
        {allowed && answer.reason === 'ok' && answer.via ? VIA_TEXT[answer.via] : REASON_TEXT[answer.reason]}
      </p>
      {allowed && answer.booking_id && <p className="text-xl">Booking marked attended</p>}
      {allowed && answer.door === 'failed' && <p className="text-xl">The door did not open: let them in by hand.</p>}
    </>
  );
}

/** The client's photo so staff see it is them; their initials when there is none. */
function ClientPhoto({ url, name }: { url: string | null; name: string }) {
  const usable = url && /^(https:\/\/|\/)/.test(url);
  if (usable) {
    return (
      <img src={url} alt={`Photo of ${name}`} className="size-40 rounded-full border-4 border-white object-cover" />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <div
      aria-hidden="true"
      className="flex size-40 items-center justify-center rounded-full border-4 border-white bg-white/20 text-6xl font-bold"
    >
      {initials || '?'}
    </div>
  );
}
