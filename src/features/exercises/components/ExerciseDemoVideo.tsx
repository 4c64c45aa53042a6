import { EmbeddedVideo } from '@/components/ui/EmbeddedVideo';
import { linkViewOf } from '@/lib/media/link-embed';

/** The demo video: a YouTube or Vimeo link plays here; any other address is a link out. */
export function ExerciseDemoVideo({ name, url }: { name: string; url: string }) {
  const view = linkViewOf(url);
  if (view && view.provider !== 'link') {
    return (
      <section aria-label="Demo video">
        <EmbeddedVideo title={`${name}: demo video`} embedUrl={view.embedUrl} />
      </section>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="text-sm font-medium text-emerald-700 underline dark:text-emerald-300"
    >
      Watch the demo video
    </a>
  );
}
