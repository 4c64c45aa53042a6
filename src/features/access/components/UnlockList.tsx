import { Check, Lock } from 'lucide-react';
import type { UnlockLine } from '../lib/unlocks';

/** What the client's plan unlocks, each line saying whether it is included and why. */
export function UnlockList({ lines }: { lines: UnlockLine[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {lines.map((line) => (
        <li key={line.id} className="flex items-start gap-3">
          {line.unlocked ? (
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
          ) : (
            <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
          )}
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-white">
              {line.label}
              <span className="sr-only">{line.unlocked ? ': included' : ': not included'}</span>
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{line.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
