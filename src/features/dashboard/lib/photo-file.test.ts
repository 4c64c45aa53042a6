import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  PHOTO_EMPTY_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  validatePhotoFile,
} from '@/lib/photo-file';
import { photoObjectPath } from './photo-file';

describe('validatePhotoFile', () => {
  it('accepts the image types the bucket stores up to 10 MB', () => {
    expect(validatePhotoFile({ type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(validatePhotoFile({ type: 'image/heic', size: MAX_PHOTO_BYTES })).toBeNull();
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(validatePhotoFile({ type: 'application/pdf', size: 100 })).toBe(PHOTO_TYPE_MESSAGE);
    expect(validatePhotoFile({ type: 'image/gif', size: 100 })).toBe(PHOTO_TYPE_MESSAGE);
    expect(validatePhotoFile({ type: 'image/png', size: 0 })).toBe(PHOTO_EMPTY_MESSAGE);
    expect(validatePhotoFile({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe(PHOTO_SIZE_MESSAGE);
  });
});

describe('photoObjectPath', () => {
  it("puts the object in the owner's folder with an extension for its type", () => {
    expect(photoObjectPath('u1', '2026-03-11', 'image/png', 'abc')).toBe('u1/2026-03-11-abc.png');
    expect(photoObjectPath('u1', '2026-03-11', 'image/jpeg', 'abc')).toBe('u1/2026-03-11-abc.jpg');
  });
});
