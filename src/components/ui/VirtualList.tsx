import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Rows drawn beyond each edge of the screen, so Tab and arrow keys always find the next row drawn. */
const OVERSCAN = 8;

interface Range {
  start: number;
  end: number;
}

/** The rows of a list `rowHeight` tall that fall on screen (plus overscan), from where the list sits. */
export function visibleRange(listTop: number, viewport: number, rowHeight: number, count: number): Range {
  const first = Math.floor(-listTop / rowHeight);
  const last = Math.ceil((viewport - listTop) / rowHeight);
  const start = Math.min(Math.max(0, first - OVERSCAN), count);
  const end = Math.max(start, Math.min(count, last + OVERSCAN));
  return { start, end };
}

const sameRange = (a: Range, b: Range) => a.start === b.start && a.end === b.end;

/**
 * A list that draws only the rows on screen: every row is `rowHeight` pixels, the list keeps the
 * height of all of them, so the page scrolls (and its scrollbar reads) as if every row were there.
 * It follows whatever scrolls it (the window or a scrolling parent).
 *
 * For keyboard and screen-reader use the rows stay a real list: each `<li>` carries its place
 * (`aria-posinset` of `aria-setsize`), Tab moves through focusable rows (the browser scrolls the
 * focused row into view and the rows past it are drawn), and the arrow keys, Home and End move
 * between rows. Rows are keyed by position, so new results reuse the rows already drawn.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  label,
  busy = false,
  className,
  rowClassName,
  renderRow,
}: {
  items: readonly T[];
  rowHeight: number;
  label: string;
  /** Results still being worked out for the latest input (announced as `aria-busy`). */
  busy?: boolean;
  className?: string;
  rowClassName?: (index: number) => string | undefined;
  renderRow: (item: T, index: number) => ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const count = items.length;
  const [range, setRange] = useState<Range>(() =>
    visibleRange(0, typeof window === 'undefined' ? 800 : window.innerHeight, rowHeight, count),
  );
  const pendingFocus = useRef<number | null>(null);

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const next = visibleRange(element.getBoundingClientRect().top, window.innerHeight, rowHeight, count);
    setRange((current) => (sameRange(current, next) ? current : next));
  }, [rowHeight, count]);

  useLayoutEffect(() => {
    measure();
    // Capture: a scrolling parent's scroll events do not bubble to the window.
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure, { passive: true });
    return () => {
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  // A row moved to with the keyboard that was not drawn yet: focus it once it is.
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null || index < range.start || index >= range.end) return;
    pendingFocus.current = null;
    focusRow(list.current, index);
  }, [range]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row || count === 0) return;
    const index = Number(row.dataset.index);
    const target =
      event.key === 'ArrowDown'
        ? Math.min(count - 1, index + 1)
        : event.key === 'ArrowUp'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    if (target >= range.start && target < range.end) {
      focusRow(list.current, target);
      return;
    }
    // Far away (Home, End): scroll there first; the row is focused once drawn.
    pendingFocus.current = target;
    const element = list.current!;
    const offset = element.getBoundingClientRect().top + target * rowHeight;
    window.scrollBy({ top: offset - window.innerHeight / 2 });
    measure();
  };

  const rows: ReactNode[] = [];
  for (let index = range.start; index < Math.min(range.end, count); index += 1) {
    rows.push(
      <li
        key={index}
        data-index={index}
        aria-posinset={index + 1}
        aria-setsize={count}
        className={cn('absolute inset-x-0', rowClassName?.(index))}
        style={{ top: index * rowHeight, height: rowHeight }}
      >
        {renderRow(items[index]!, index)}
      </li>,
    );
  }

  return (
    <ul
      ref={list}
      aria-label={label}
      aria-busy={busy || undefined}
      onKeyDown={onKeyDown}
      className={cn('relative', className)}
      style={{ height: count * rowHeight }}
    >
      {rows}
    </ul>
  );
}

function focusRow(list: HTMLUListElement | null, index: number) {
  list?.querySelector<HTMLElement>(`[data-index="${index}"] a, [data-index="${index}"] button`)?.focus();
}
