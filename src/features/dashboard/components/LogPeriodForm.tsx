import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toUserMessage } from '@/lib/errors';
import { DUPLICATE_PERIOD_MESSAGE, LOG_PERIOD_FAILED_MESSAGE, validatePeriodStart } from '../lib/cycle-display';
import { useLogPeriodStart } from '../api/use-cycle';

function isDuplicate(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505'
  );
}

/** A date (today by default, never in the future) saved as a new period start. */
export function LogPeriodForm({ userId, today, onDone }: { userId: string; today: string; onDone: () => void }) {
  const [date, setDate] = useState(today);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useLogPeriodStart(userId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePeriodStart(date, today);
    setInvalid(problem);
    if (!problem) save.mutate(date, { onSuccess: onDone });
  };

  const failure = save.isError
    ? isDuplicate(save.error)
      ? DUPLICATE_PERIOD_MESSAGE
      : toUserMessage(save.error, LOG_PERIOD_FAILED_MESSAGE)
    : null;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60"
    >
      <TextField
        label="First day of your period"
        type="date"
        value={date}
        max={today}
        onChange={(event) => setDate(event.target.value)}
        required
      />
      {(invalid ?? failure) && <Alert>{invalid ?? failure}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending} className="flex-1 sm:flex-none">
          Save
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending} className="flex-1 sm:flex-none">
          Cancel
        </Button>
      </div>
    </form>
  );
}
