import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExerciseDemoVideo } from '@/features/exercises/components/ExerciseDemoVideo';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => setOnline(true));

// An exercise's demo video (issue 33): a YouTube or Vimeo address plays on the exercise page, in
// the cookie-less player, loaded lazily; any other address stays a link out.
describe("an exercise's demo video", () => {
  it('plays a YouTube link in the page, without cookies, when scrolled to', () => {
    render(<ExerciseDemoVideo name="Goblet Squat" url="https://www.youtube.com/watch?v=MeIiIdhvXT4" />);
    const player = screen.getByTitle('Goblet Squat: demo video');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/MeIiIdhvXT4');
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('plays a Vimeo link, and says a video needs a connection when offline', () => {
    setOnline(false);
    render(<ExerciseDemoVideo name="Plank" url="https://vimeo.com/123456789" />);
    expect(screen.queryByTitle('Plank: demo video')).toBeNull();
    expect(screen.getByText(/Videos stream and need a connection/)).toBeVisible();
  });

  it('keeps any other address as a link that opens in a new tab', () => {
    render(<ExerciseDemoVideo name="Plank" url="https://example.com/plank.mp4" />);
    const link = screen.getByRole('link', { name: 'Watch the demo video' });
    expect(link).toHaveAttribute('href', 'https://example.com/plank.mp4');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
