import {
  CheckCircle2,
  Download,
  Dumbbell,
  FileText,
  Image as ImageIcon,
  Link2,
  PlayCircle,
  Smartphone,
} from 'lucide-react';
import { useState } from 'react';
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
 * The item's thumbnail, loaded lazily (the browser fetches it when the row nears the screen), or
 * its kind's icon: while there is no picture, offline, or when the picture fails to load.
 */
function ItemPicture({ kind, src }: { kind: ItemKind; src: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const Icon = ICONS[kind];
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        width={64}
        height={44}
        onError={() => setFailed(src)}
        className="h-11 w-16 shrink-0 rounded-xl bg-slate-100 object-cover dark:bg-slate-800"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
    >
      <Icon className="size-5" />
    </span>
  );
}

/** A workout's "Save for offline" (the logger then starts it with no signal) or its removal. */
export interface WorkoutKeeping {
  saved: boolean;
  busy: boolean;
  save: (item: LibraryItem) => void;
  remove: (item: LibraryItem) => void;
}

const secondaryButton = cn(
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold disabled:opacity-60 dark:border-slate-700',
  focusRing,
);

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
  thumbnailUrl,
  keeping,
}: {
  item: LibraryItem;
  progress: ItemProgress | undefined;
  savedHere: boolean;
  onOpen: (itemId: string) => void;
  onStart: (item: LibraryItem) => void;
  hasVideo: boolean;
  thumbnailUrl?: string;
  keeping?: WorkoutKeeping;
}) {
  const meta = [KIND_LABEL[item.kind], item.durationSeconds ? formatClock(item.durationSeconds) : null]
    .filter(Boolean)
    .join(' · ');
  const body = (
    <>
      <ItemPicture kind={item.kind} src={thumbnailUrl} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-semibold text-slate-900 dark:text-white">{item.title}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          {meta}
          <ProgressChip progress={progress} item={item} />
          {(savedHere || keeping?.saved) && (
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
      <span className="flex min-w-0 grow basis-56 items-center gap-3">{body}</span>
      <span className="ml-auto flex flex-wrap justify-end gap-2">
        {hasVideo && item.videoResourceId && (
          <button type="button" onClick={() => onOpen(item.videoResourceId ?? '')} className={secondaryButton}>
            Watch along
          </button>
        )}
        {keeping &&
          (keeping.saved ? (
            <button
              type="button"
              disabled={keeping.busy}
              onClick={() => keeping.remove(item)}
              aria-label={`Remove ${item.title} from this device`}
              className={secondaryButton}
            >
              Remove from device
            </button>
          ) : (
            <button
              type="button"
              disabled={keeping.busy}
              onClick={() => keeping.save(item)}
              aria-label={`Save ${item.title} for offline`}
              className={secondaryButton}
            >
              <Download aria-hidden="true" className="size-4" />
              {keeping.busy ? 'Saving…' : 'Save for offline'}
            </button>
          ))}
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
