import { describe, expect, it } from 'vitest';
import {
  checkTusResumable,
  integerHeader,
  isSafeObjectName,
  parseUploadMetadata,
  TusRefusal,
} from '../../../supabase/local/storage/tus-protocol';

const b64 = (text: string) => Buffer.from(text).toString('base64');

function refusalOf(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof TusRefusal ? error.status : -1;
  }
}

describe('tus protocol headers', () => {
  it('reads whole, non-negative, safe integers only', () => {
    expect(integerHeader('0', 'Upload-Offset')).toBe(0);
    expect(integerHeader(' 6291456 ', 'Upload-Offset')).toBe(6291456);
    for (const bad of [null, '', '-1', '1.5', '1e3', '0x10', '007', '99999999999999999', 'abc']) {
      expect(refusalOf(() => integerHeader(bad, 'Upload-Offset'))).toBe(400);
    }
  });

  it('asks for Tus-Resumable 1.0.0', () => {
    expect(refusalOf(() => checkTusResumable('1.0.0'))).toBeNull();
    expect(refusalOf(() => checkTusResumable(null))).toBe(412);
    expect(refusalOf(() => checkTusResumable('0.2.2'))).toBe(412);
  });

  it("reads Supabase's Upload-Metadata, with defaults for the type and cache", () => {
    expect(
      parseUploadMetadata(
        `bucketName ${b64('on-demand')},objectName ${b64('abc/vidéo 1.mp4')},contentType ${b64('video/mp4')}`,
      ),
    ).toEqual({
      bucketName: 'on-demand',
      objectName: 'abc/vidéo 1.mp4',
      contentType: 'video/mp4',
      cacheControl: '3600',
    });
    expect(parseUploadMetadata(`objectName ${b64('a/b')},bucketName ${b64('x')}`).contentType).toBe(
      'application/octet-stream',
    );
  });

  it('refuses missing, malformed or unsafe metadata with 400', () => {
    for (const bad of [
      null,
      '',
      'bucketName',
      `bucketName ${b64('x')}`,
      'bucketName a b',
      'bucketName ***',
      `bucketName ${b64('x')},objectName ${b64('../up')}`,
      `bucketName ${b64('x y')},objectName ${b64('a/b')}`,
    ]) {
      expect(refusalOf(() => parseUploadMetadata(bad))).toBe(400);
    }
  });

  it('knows a safe object name', () => {
    expect(isSafeObjectName('0f1e/file-1.mp4')).toBe(true);
    for (const bad of ['/abs', 'a//b', 'a/../b', './a', 'a/\u0000', 'x'.repeat(1025)]) {
      expect(isSafeObjectName(bad)).toBe(false);
    }
  });
});
