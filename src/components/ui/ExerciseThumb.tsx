import { useState } from 'react';
import { thumbnailSrc } from '@/lib/exercise-media';
import { exerciseInitials } from './exercise-initials';

/**
 * The exercise's picture when the library has one, else its initials: a fixed square, so a picture
 * arriving late (or failing) never moves the card. `url` is the stored `thumbnail_url` (an https
 * link or a path in the exercise-media bucket), or the first demo image where there is no thumbnail
 * (`exercisePicture`); anything else, or a picture that fails to load, shows the initials.
 */
export function ExerciseThumb({ name, url, size = 'size-11' }: { name: string; url: string | null; size?: string }) {
  // The address that failed, not a flag: a row reused for another picture tries that one.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = thumbnailSrc(url);
  const initials = exerciseInitials(name);
  return (
    <span
      aria-hidden="true"
      data-testid="exercise-thumb"
      className={`${size} grid shrink-0 place-items-center overflow-hidden rounded-lg bg-emerald-50 text-sm font-bold text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300`}
    >
      {src && src !== failedSrc ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={64}
          height={64}
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
        />
      ) : (
        initials
      )}
    </span>
  );
}
