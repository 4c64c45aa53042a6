import { selectDispatch, useLoggerStore } from '../stores/logger-store';

/** An exercise removed (or swapped out) on another device after sets were logged in it here. */
export function RemovedElsewhereNotice({ exerciseId }: { exerciseId: string }) {
  const dispatch = useLoggerStore(selectDispatch);
  const answer = (keep: boolean) => dispatch({ type: 'resolve-removed-elsewhere', exerciseId, keep });
  return (
    <div
      role="status"
      className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-2 py-1.5 text-xs text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <p>Removed on another device, but sets were logged here. They are kept until you decide.</p>
      <div className="mt-1 flex gap-3">
        <button
          type="button"
          className="min-h-9 font-semibold underline focus-visible:outline-2 focus-visible:outline-emerald-500"
          onClick={() => answer(true)}
        >
          Keep exercise
        </button>
        <button
          type="button"
          className="min-h-9 font-semibold underline focus-visible:outline-2 focus-visible:outline-emerald-500"
          onClick={() => answer(false)}
        >
          Remove it and its sets
        </button>
      </div>
    </div>
  );
}
