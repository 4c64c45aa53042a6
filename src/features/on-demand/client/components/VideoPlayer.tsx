import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/Alert';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useOnline } from '@/lib/use-online';
import { useSignedFileUrl } from '../../api/signed-file-url';
import type { ProgressWriter } from '../../api/client-progress';
import type { LibraryItem } from '../lib/library';
import { resumeAt } from '../lib/resume';

/** While playing, the position is saved this often (and on pause, on leaving, at the end). */
const SAVE_EVERY_SECONDS = 10;

/**
 * An uploaded video, streamed from a signed address (Storage serves byte ranges, so it starts at
 * once and seeks), resuming where the client left it. Videos are never kept on the device.
 */
export function VideoPlayer({ item, startAt, writer }: { item: LibraryItem; startAt: number; writer: ProgressWriter }) {
  const online = useOnline();
  const url = useSignedFileUrl(item.storagePath, online);
  const video = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(startAt);

  // Saved when the viewer closes or the page goes away (tab closed, app switched on a phone).
  useEffect(() => {
    const element = video.current;
    const save = () => {
      const at = video.current?.currentTime ?? 0;
      if (Math.abs(at - lastSaved.current) < 1) return;
      lastSaved.current = at;
      void writer.position(item, at);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
      if (element) save();
    };
  }, [item, writer, url.data]);

  if (!online) {
    return (
      <Alert tone="info">
        Videos stream and need a connection: this one plays when you&apos;re back online. Documents and workouts can be
        saved for offline.
      </Alert>
    );
  }
  if (url.isPending) return <Spinner label="Loading the video" />;
  if (url.error) return <LoadError error={url.error} what="this video" onRetry={() => void url.refetch()} />;

  const save = (at: number) => {
    lastSaved.current = at;
    void writer.position(item, at);
  };
  return (
    <video
      ref={video}
      src={url.data}
      controls
      playsInline
      preload="metadata"
      aria-label={item.title}
      className="aspect-video w-full rounded-xl bg-black"
      onLoadedMetadata={(event) => {
        const element = event.currentTarget;
        const at = resumeAt(startAt, element.duration);
        if (at > 0) element.currentTime = at;
      }}
      onTimeUpdate={(event) => {
        const at = event.currentTarget.currentTime;
        if (Math.abs(at - lastSaved.current) >= SAVE_EVERY_SECONDS) save(at);
      }}
      onPause={(event) => save(event.currentTarget.currentTime)}
      onEnded={() => {
        save(0);
        void writer.completed(item);
      }}
    />
  );
}
