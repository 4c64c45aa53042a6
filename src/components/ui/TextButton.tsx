import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** How a text action looks, for buttons and for router links that read the same. */
export const textActionClass =
  'rounded text-sm font-semibold text-emerald-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400';

/** A button that reads like a link: a secondary action in running text or a panel. */
export function TextButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={cn(textActionClass, className)} {...rest} />;
}
