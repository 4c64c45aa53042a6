import { describe, expect, it } from 'vitest';
import { RequestTimeoutError } from '@/lib/errors';
import { photoLoadErrorMessage, photoUploadErrorMessage } from './photo-errors';

describe('photoLoadErrorMessage', () => {
  it('says the server could not load the photos when it answered with an error', () => {
    expect(photoLoadErrorMessage({ message: 'permission denied', code: '42501', details: null, hint: null })).toBe(
      'Unable to load progress photos. Please try again later.',
    );
  });

  it('points at the connection when the request never arrived', () => {
    expect(photoLoadErrorMessage({ message: 'TypeError: Failed to fetch', code: '', details: '' })).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
    expect(photoLoadErrorMessage(new TypeError('fetch failed'))).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
    expect(photoLoadErrorMessage(new RequestTimeoutError())).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
  });

  it('falls back to the unexpected-error message', () => {
    expect(photoLoadErrorMessage(new Error('Unexpected token < in JSON'))).toBe(
      'An unexpected error occurred while loading progress photos.',
    );
    expect(photoLoadErrorMessage(undefined)).toBe('An unexpected error occurred while loading progress photos.');
  });
});

describe('photoUploadErrorMessage', () => {
  it('separates a dead connection from a refused upload', () => {
    expect(photoUploadErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
    expect(photoUploadErrorMessage({ message: 'new row violates row-level security policy', statusCode: '403' })).toBe(
      'Failed to upload photo. Please try again.',
    );
  });
});
