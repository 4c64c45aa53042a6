import { Spinner } from './Spinner';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="grid min-h-48 place-items-center text-emerald-600 dark:text-emerald-400">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
