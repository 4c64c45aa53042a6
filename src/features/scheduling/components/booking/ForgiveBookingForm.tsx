import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useForgiveBooking } from '../../api/forgive-booking';
import { RefusalNotice } from './RefusalNotice';

/** Forgive a late cancel or a no-show, with an optional note for the client's credit history. */
export function ForgiveBookingForm({
  bookingId,
  fee,
  onDone,
  onBack,
}: {
  bookingId: string;
  /** The cost was a fee (voided) rather than a credit (given back). */
  fee: boolean;
  onDone: () => void;
  onBack: () => void;
}) {
  const [note, setNote] = useState('');
  const forgive = useForgiveBooking();
  return (
    <form
      aria-label="Forgive"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (forgive.isPending) return;
        forgive.mutate({ bookingId, note: note.trim() || null }, { onSuccess: onDone });
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {fee ? 'The fee is cancelled.' : 'The credit goes back to the client.'} This can be done once.
      </p>
      <TextField
        label="Note (optional)"
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      {forgive.error && <RefusalNotice error={forgive.error} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={forgive.isPending}>
          Forgive
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}
