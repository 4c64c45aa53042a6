import { GripVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { DraftWorkout } from '../lib/program-draft';

/**
 * The flexible rotation in order, each entry with its number (the radio picks the starting
 * workout) and a drag handle. The handle drags with a mouse, a pen or a finger (pointer events, so
 * touch works where HTML drag and drop does not) and moves with the arrow keys when focused; each
 * move is announced. The rows keep their up/down buttons as well.
 */
export function RotationList({
  entries,
  startingIndex,
  onStart,
  onMove,
  renderRow,
}: {
  entries: DraftWorkout[];
  startingIndex: number;
  onStart: (index: number) => void;
  onMove: (from: number, to: number) => void;
  renderRow: (entry: DraftWorkout, index: number) => ReactNode;
}) {
  const hintId = useId();
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const draggingRef = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // Moving a row moves its element in the page, which can drop focus: a keyboard move puts it back.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    const key = refocus.current;
    refocus.current = null;
    const handle = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-rotation-handle]') ?? [])].find(
      (button) => button.dataset.rotationHandle === key,
    );
    handle?.focus();
  });

  const move = (from: number, to: number) => {
    const entry = entries[from];
    if (!entry || to < 0 || to >= entries.length || from === to) return;
    onMove(from, to);
    setAnnouncement(`${entry.workoutName} moved to position ${to + 1} of ${entries.length}.`);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      refocus.current = entries[index]?.key ?? null;
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
    }
  };
  const onPointerDown = (index: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    draggingRef.current = index;
    setDragging(index);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const from = draggingRef.current;
    if (from === null) return;
    const over = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-rotation-index]');
    const to = over ? Number(over.dataset.rotationIndex) : from;
    if (to !== from && Number.isInteger(to)) {
      move(from, to);
      draggingRef.current = to;
      setDragging(to);
    }
  };
  const onPointerEnd = () => {
    draggingRef.current = null;
    setDragging(null);
  };

  return (
    <>
      <p id={hintId} className="sr-only">
        Drag the handle, or focus it and press the up and down arrow keys, to change the order.
      </p>
      <ol ref={listRef} aria-label="Rotation" className="flex flex-col gap-2">
        {entries.map((entry, index) => (
          <li
            key={entry.key}
            data-rotation-index={index}
            className={cn(
              'flex items-start gap-2 rounded-xl transition-shadow',
              dragging === index && 'shadow-lg ring-2 ring-emerald-500',
            )}
          >
            <button
              type="button"
              data-rotation-handle={entry.key}
              aria-label={`Reorder ${entry.workoutName}, position ${index + 1} of ${entries.length}`}
              aria-describedby={hintId}
              onKeyDown={onKeyDown(index)}
              onPointerDown={onPointerDown(index)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
              className="mt-2 grid size-9 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 active:cursor-grabbing dark:hover:bg-slate-800"
            >
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
            <label className="mt-3 flex items-center gap-1 text-xs text-slate-500">
              <input
                type="radio"
                name="starting-workout"
                checked={startingIndex === index}
                onChange={() => onStart(index)}
              />
              <span className="sr-only">Start the rotation with {entry.workoutName}</span>
              {index + 1}
            </label>
            <div className="min-w-0 flex-1">{renderRow(entry, index)}</div>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
