import { describe, expect, it } from 'vitest';
import { isThumbnailReference, thumbnailSrc } from './exercise-media';

const AUTHOR = '00000000-0000-4000-8000-000000000002';

describe('exercise thumbnails (issue 24: https links and Storage paths only)', () => {
  it('accepts an https link and an upload path', () => {
    expect(isThumbnailReference('https://cdn.example/row.png')).toBe(true);
    expect(isThumbnailReference(`${AUTHOR}/0b7c4e0e-9d43-4a57-9d0e-1d2f3a4b5c6d.webp`)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://cdn.example/row.png',
    '//evil.example/row.png',
    `${AUTHOR}/../other/row.png`,
    '/etc/passwd',
    'row.png',
    'https://cdn.example/a b.png',
    `https://cdn.example/${'a'.repeat(2048)}`,
  ])('refuses %s', (value) => {
    expect(isThumbnailReference(value)).toBe(false);
    expect(thumbnailSrc(value)).toBeNull();
  });

  it('shows an https link as is and an upload from the bucket’s public URL', () => {
    expect(thumbnailSrc('https://cdn.example/row.png')).toBe('https://cdn.example/row.png');
    expect(thumbnailSrc(`${AUTHOR}/row.webp`)).toMatch(
      new RegExp(`/storage/v1/object/public/exercise-media/${AUTHOR}/row\\.webp$`),
    );
    expect(thumbnailSrc(null)).toBeNull();
    expect(thumbnailSrc('')).toBeNull();
  });
});
