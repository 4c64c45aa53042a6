/** A video link as people see it (an on-demand link resource, an exercise's demo video): a YouTube or Vimeo player, or a plain link. */
export type LinkView = { provider: 'youtube' | 'vimeo'; embedUrl: string } | { provider: 'link'; href: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Recognises YouTube and Vimeo addresses (watch, short, embed, shorts) and gives their embed URL. */
export function linkViewOf(raw: string): LinkView | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      parts[0] === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
          ? parts[1]
          : undefined;
  }
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((part) => /^\d{6,12}$/.test(part));
    if (id) return { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}` };
  }
  return { provider: 'link', href: url.toString() };
}

export const PROVIDER_LABEL: Record<LinkView['provider'], string> = {
  youtube: 'YouTube video (plays embedded)',
  vimeo: 'Vimeo video (plays embedded)',
  link: 'Web link (opens in a new tab)',
};
