import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const sizes = { sm: 'size-9', md: 'size-10', lg: 'size-11' } as const;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** What the button does, for screen readers (the icon alone says nothing). */
  label: string;
  /** The icon, marked aria-hidden by the caller. */
  children: ReactNode;
  size?: keyof typeof sizes;
}

/** A square button showing only an icon: close, clear, menu, theme. */
export function IconButton({ label, size = 'lg', className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cn(
        'grid shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
        'focus-visible:outline-2 focus-visible:outline-emerald-500',
        sizes[size],
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}
