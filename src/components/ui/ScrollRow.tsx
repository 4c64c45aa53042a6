import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface Overflow {
  left: boolean;
  right: boolean;
}

/**
 * A row that scrolls sideways (tabs on a phone) and shows that it does: the cut-off side fades,
 * with an arrow that scrolls it. Keyboard users need no arrows (focus scrolls a tab into view), so
 * the arrows are out of the tab order and hidden from screen readers.
 */
export function ScrollRow({ children, className }: { children: ReactNode; className?: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setOverflow((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !scroller.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller.current);
    return () => observer.disconnect();
  }, [measure]);
  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.6, behavior: 'smooth' });

  return (
    <div className={cn('relative', className)} data-overflow-left={overflow.left} data-overflow-right={overflow.right}>
      <div ref={scroller} onScroll={measure} className="overflow-x-auto [scrollbar-width:none]">
        {children}
      </div>
      {overflow.left && <Edge side="left" onClick={() => scrollBy(-1)} />}
      {overflow.right && <Edge side="right" onClick={() => scrollBy(1)} />}
    </div>
  );
}

function Edge({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <div
      className={cn(
        'pointer-events-none absolute inset-y-0 flex w-12 items-center from-slate-50 from-40% to-transparent dark:from-slate-950',
        side === 'left' ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l',
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClick}
        className="pointer-events-auto grid size-8 place-items-center rounded-full text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Icon className="size-5" />
      </button>
    </div>
  );
}
