import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { bookingErrorText, isNoCreditRefusal, isOverridable } from '../../lib/booking-errors';

/**
 * Why the server refused, in its words. A rule staff may pass (minimum notice, a limit, outside
 * hours...) comes with the confirmation that re-sends with the override; the booking records it.
 */
export function RefusalNotice({
  error,
  onOverride,
  busy,
  overrideLabel = 'Book anyway (override)',
}: {
  error: unknown;
  /** Leave out where no override is possible. */
  onOverride?: () => void;
  busy?: boolean;
  overrideLabel?: string;
}) {
  const text = bookingErrorText(error);
  if (!onOverride || !isOverridable(error)) return <Alert>{text}</Alert>;
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <p className="font-medium">{text}</p>
      <p>
        {isNoCreditRefusal(error)
          ? 'As staff you may book it anyway, unpaid: the booking is marked as overridden, with your name.'
          : 'As staff you may book it anyway: the booking is marked as overridden, with your name.'}
      </p>
      <div>
        <Button variant="secondary" onClick={onOverride} loading={busy}>
          {overrideLabel}
        </Button>
      </div>
    </div>
  );
}
