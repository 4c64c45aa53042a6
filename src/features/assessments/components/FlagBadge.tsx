import { cn } from '@/lib/cn';
import type { Flag } from '../lib/ranges';

const LABEL: Record<Flag, string> = { low: 'Low', high: 'High', normal: 'In range', none: '' };

/** Out-of-range values say so in words (colour alone is not enough). */
export function FlagBadge({ flag }: { flag: Flag }) {
  if (flag === 'none') return null;
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold',
        flag === 'normal'
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
      )}
    >
      {LABEL[flag]}
    </span>
  );
}
