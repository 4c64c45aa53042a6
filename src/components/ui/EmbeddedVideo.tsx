import { useOnline } from '@/lib/use-online';

/**
 * A YouTube or Vimeo player (its embed address from `linkViewOf`), loaded when scrolled to. Offline
 * it says that videos stream, rather than showing the provider's error page.
 */
export function EmbeddedVideo({ title, embedUrl }: { title: string; embedUrl: string }) {
  const online = useOnline();
  if (!online) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Videos stream and need a connection: this one plays when you&apos;re back online.
      </p>
    );
  }
  return (
    <iframe
      title={title}
      src={embedUrl}
      loading="lazy"
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="aspect-video w-full rounded-xl"
    />
  );
}
