import { useState } from 'react';
import { thumbnailSrc } from '@/lib/exercise-media';
import { exerciseInitials } from './exercise-initials';

const POSITION_LABELS = ['Start', 'End'];

function positionLabel(index: number, count: number): string {
  if (count === 1) return 'Demonstration';
  return POSITION_LABELS[index] ?? `Step ${index + 1}`;
}

/**
 * One demo image in a box of fixed proportions (4:3), so the page never moves when it arrives; if
 * it fails to load (an address gone, no network), the exercise's initials fill the same box.
 */
function DemoFrame({ name, src, label }: { name: string; src: string; label: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <div className="grid aspect-[4/3] w-full place-items-center overflow-hidden rounded-xl bg-emerald-50 text-2xl font-bold text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300">
        {failed ? (
          <span role="img" aria-label={`${name}: ${label.toLowerCase()} (image unavailable)`}>
            {exerciseInitials(name)}
          </span>
        ) : (
          <img
            src={src}
            alt={`${name}: ${label.toLowerCase()}`}
            loading="lazy"
            decoding="async"
            width={400}
            height={300}
            onError={() => setFailed(true)}
            className="size-full object-cover"
          />
        )}
      </div>
      <figcaption className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</figcaption>
    </figure>
  );
}

/**
 * An exercise's demonstration: its demo images in order (free-exercise-db's start and end
 * positions), side by side. Nothing when it has none that the app can show.
 */
export function ExerciseDemo({ name, images }: { name: string; images: readonly string[] }) {
  const sources = images.map(thumbnailSrc).filter((src): src is string => src !== null);
  if (sources.length === 0) return null;
  return (
    <section
      aria-label="Demonstration"
      className={`grid gap-3 ${sources.length > 1 ? 'grid-cols-2' : 'grid-cols-1 sm:w-1/2'}`}
    >
      {sources.map((src, index) => (
        <DemoFrame key={src} name={name} src={src} label={positionLabel(index, sources.length)} />
      ))}
    </section>
  );
}
