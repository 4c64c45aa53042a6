import { Dumbbell } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Logo({ showName = true, className }: { showName?: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-bold tracking-tight text-slate-900 dark:text-white',
        className,
      )}
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-emerald-700 text-white shadow-sm shadow-emerald-900/30">
        <Dumbbell aria-hidden="true" className="size-5" />
      </span>
      {showName && <span className="text-lg">Liftwise</span>}
    </span>
  );
}
