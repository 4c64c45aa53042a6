import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { focusRing } from './focus-ring';

type Variant = 'primary' | 'secondary';

const variants: Record<Variant, string> = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-600',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
};

/** A link that looks like a button (navigation stays a link for the keyboard and screen readers). */
export function ButtonLink({ variant = 'primary', className, ...rest }: LinkProps & { variant?: Variant }) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
        focusRing,
        variants[variant],
        className,
      )}
      {...rest}
    />
  );
}
