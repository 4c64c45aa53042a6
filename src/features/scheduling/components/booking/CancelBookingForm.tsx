import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { useCancelBooking } from '../../api/cancel-booking';
import { RefusalNotice } from './RefusalNotice';

type Scope = 'one' | 'following';

/**
 * Cancels one booking with a reason (kept on the booking). After the cancellation deadline staff may
 * waive the late-cancel cost; a booking of a series may take the later ones with it.
 */
export function CancelBookingForm({
  bookingId,
  late,
  inSeries,
  onDone,
  onBack,
}: {
  bookingId: string;
  late: boolean;
  inSeries: boolean;
  onDone: (status: string, count: number, outcome: string | null) => void;
  onBack: () => void;
}) {
  const [reason, setReason] = useState('');
  const [waive, setWaive] = useState(false);
  const [scope, setScope] = useState<Scope>('one');
  const [missing, setMissing] = useState(false);
  const cancel = useCancelBooking();
  const reasonId = useId();

  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    cancel.mutate(
      { bookingId, reason: reason.trim(), waivePenalty: late && waive, following: scope === 'following' },
      { onSuccess: (result) => onDone(result.status, result.count, result.outcome) },
    );
  };

  return (
    <form
      aria-label="Cancel the booking"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {inSeries && (
        <SegmentedControl<Scope>
          label="Which bookings"
          value={scope}
          onChange={setScope}
          options={[
            { value: 'one', label: 'This booking' },
            { value: 'following', label: 'This and following' },
          ]}
        />
      )}
      <label htmlFor={reasonId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Reason (the client sees it)
      </label>
      <textarea
        id={reasonId}
        rows={2}
        maxLength={500}
        value={reason}
        required
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${reasonId}-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
      />
      {missing && (
        <p id={`${reasonId}-error`} className="text-sm text-red-700 dark:text-red-300">
          Give a reason for the cancellation.
        </p>
      )}
      {late && (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-amber-800 dark:text-amber-200">
            This is a late cancellation: the studio&apos;s late-cancel cost applies.
          </p>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={waive} onChange={(event) => setWaive(event.target.checked)} />
            Waive the late-cancel cost
          </label>
        </div>
      )}
      {cancel.error && <RefusalNotice error={cancel.error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          Keep the booking
        </Button>
        <Button type="submit" variant="danger" loading={cancel.isPending}>
          {scope === 'following' ? 'Cancel this and following' : 'Cancel booking'}
        </Button>
      </div>
    </form>
  );
}
