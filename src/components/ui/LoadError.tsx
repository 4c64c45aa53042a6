import { toUserMessage } from '@/lib/errors';
import { Alert } from './Alert';
import { Button } from './Button';

/** A failed read: what went wrong in plain words, and a way to try again. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry?: () => void }) {
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-3">
      <span>{toUserMessage(error, `Unable to load ${what}. Please try again.`)}</span>
      {onRetry && (
        <Button variant="secondary" className="min-h-9 px-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
