import { AlertTriangle } from 'lucide-react';
import type { Flag } from '../lib/roster-signals';

/** Each flag as a sentence: why this client needs a look. */
export function SignalFlags({ flags }: { flags: Flag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-amber-800 dark:text-amber-300">
      {flags.map((flag) => (
        <li key={flag.kind} className="flex items-start gap-1.5" data-flag={flag.kind}>
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{flag.text}</span>
        </li>
      ))}
    </ul>
  );
}
