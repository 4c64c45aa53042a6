import { useState } from 'react';
import { thumbnailSrc } from '@/lib/exercise-media';

/**
 * The exercise's picture when the library has one, else its initials: a fixed square, so a picture
 * arriving late (or failing) never moves the card. `url` is the stored `thumbnail_url` (an https
 * link or a path in the exercise-media bucket); anything else shows the initials.
 */
export function ExerciseThumb({ name, url, size = 'size-11' }: { name: string; url: string | null; size?: string }) {
  const [failed, setFailed] = useState(false);
  const src = thumbnailSrc(url);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`${size} grid shrink-0 place-items-center overflow-hidden rounded-lg bg-emerald-50 text-sm font-bold text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300`}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        initials
      )}
    </span>
  );
}
