import { CheckCircle2, Dumbbell, FileText, Image as ImageIcon, Link2, PlayCircle, Smartphone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Chip } from '@/components/ui/Chip';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import type { ItemProgress } from '../../api/client-progress';
import { formatClock, type ItemKind, type LibraryItem } from '../lib/library';

const ICONS: Record<ItemKind, typeof PlayCircle> = {
  video: PlayCircle,
  document: FileText,
  image: ImageIcon,
  link: Link2,
  workout: Dumbbell,
};

const KIND_LABEL: Record<ItemKind, string> = {
  video: 'Video',
  document: 'PDF',
  image: 'Image',
  link: 'Link',
  workout: 'Workout',
};

function ProgressChip({ progress, item }: { progress: ItemProgress | undefined; item: LibraryItem }) {
  if (!progress) return null;
  if (progress.completedAt) {
    return (
      <Chip tone="accent">
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
        Done
      </Chip>
    );
  }
  if (item.kind === 'video' && progress.positionSeconds > 0) {
    return <Chip tone="info">Resume at {formatClock(progress.positionSeconds)}</Chip>;
  }
  return <Chip>Opened</Chip>;
}

/**
 * One item of a collection on a phone: a resource opens in the viewer (`?item=` in the address,
 * so Back closes it); a workout starts in the logger, with its follow-along video beside it.
 */
export function ItemRow({
  item,
  progress,
  savedHere,
  onOpen,
  onStart,
  hasVideo,
}: {
  item: LibraryItem;
  progress: ItemProgress | undefined;
  savedHere: boolean;
  onOpen: (itemId: string) => void;
  onStart: (item: LibraryItem) => void;
  hasVideo: boolean;
}) {
  const Icon = ICONS[item.kind];
  const meta = [KIND_LABEL[item.kind], item.durationSeconds ? formatClock(item.durationSeconds) : null]
    .filter(Boolean)
    .join(' · ');
  const body = (
    <>
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
      >
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-semibold text-slate-900 dark:text-white">{item.title}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          {meta}
          <ProgressChip progress={progress} item={item} />
          {savedHere && (
            <Chip tone="info">
              <Smartphone aria-hidden="true" className="size-3.5" />
              On this device
            </Chip>
          )}
        </span>
      </span>
    </>
  );
  if (item.kind !== 'workout') {
    return (
      <li>
        <button
          type="button"
          onClick={() => onOpen(item.id)}
          className={cn(
            'flex min-h-16 w-full items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60',
            focusRing,
          )}
        >
          {body}
        </button>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl px-2 py-2">
      <span className="flex min-w-0 flex-1 items-center gap-3">{body}</span>
      <span className="flex gap-2">
        {hasVideo && item.videoResourceId && (
          <button
            type="button"
            onClick={() => onOpen(item.videoResourceId ?? '')}
            className={cn(
              'inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold dark:border-slate-700',
              focusRing,
            )}
          >
            Watch along
          </button>
        )}
        <Link
          to={`/workouts/${item.workoutId ?? ''}/start`}
          onClick={() => onStart(item)}
          aria-label={`Start ${item.title}`}
          className={cn(
            'inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-600',
            focusRing,
          )}
        >
          Start
        </Link>
      </span>
    </li>
  );
}
