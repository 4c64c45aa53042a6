import { describe, expect, it } from 'vitest';
import { whoCanSee, type GrantRow } from '@/features/on-demand/lib/audience';
import { linkViewOf } from '@/lib/media/link-embed';
import { moveItem } from '@/lib/move-item';
import { kindOfFile, refusalOf, storagePathFor } from '@/features/on-demand/lib/resource-files';

describe('link resources', () => {
  it('recognises YouTube watch, short, shorts and embed links, and Vimeo', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(linkViewOf(url)).toEqual({ provider: 'youtube', embedUrl: embed });
    }
    expect(linkViewOf('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('keeps any other https address as a plain link, and refuses what is not one', () => {
    expect(linkViewOf('https://example.com/guide.pdf')).toEqual({
      provider: 'link',
      href: 'https://example.com/guide.pdf',
    });
    expect(linkViewOf('https://www.youtube.com/watch?v=short')).toEqual({
      provider: 'link',
      href: 'https://www.youtube.com/watch?v=short',
    });
    expect(linkViewOf('http://example.com')).toBeNull();
    expect(linkViewOf('javascript:alert(1)')).toBeNull();
    expect(linkViewOf('not a link')).toBeNull();
  });
});

describe('uploads', () => {
  const MIB = 1024 * 1024;
  it('takes a file kind from its type, and refuses other types and sizes over the limit', () => {
    expect(kindOfFile('video/mp4')).toBe('video');
    expect(kindOfFile('application/pdf')).toBe('document');
    expect(kindOfFile('text/plain')).toBeNull();
    expect(refusalOf({ name: 'plan.pdf', type: 'application/pdf', size: 2 * MIB }, 'document')).toBeNull();
    expect(refusalOf({ name: 'plan.pdf', type: 'application/pdf', size: 26 * MIB }, 'document')).toBe(
      '"plan.pdf" is 26 MB; a document can be up to 25 MB.',
    );
    expect(refusalOf({ name: 'clip.mp4', type: 'video/mp4', size: 501 * MIB }, 'video')).toMatch(/up to 500 MB/);
    expect(refusalOf({ name: 'notes.txt', type: 'text/plain', size: 10 }, 'document')).toMatch(/is not a PDF/);
  });

  it("puts a file under its resource's id, with a safe extension", () => {
    expect(storagePathFor('abc', 'My Plan.PDF')).toMatch(/^abc\/file-\d+\.pdf$/);
    expect(storagePathFor('abc', 'noext')).toMatch(/^abc\/file-\d+$/);
  });
});

describe('ordering and audiences', () => {
  it('moves an item up or down, clamped to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });

  it('says who will see a collection before it is published', () => {
    const names = { clients: new Map([['u1', 'Casey Nguyen']]), plans: new Map([['p1', 'Gold']]), packages: new Map() };
    const grant = (extra: Partial<GrantRow>): GrantRow => ({
      id: 'g',
      audience: 'everyone',
      client_type: null,
      client_id: null,
      plan_id: null,
      package_id: null,
      ...extra,
    });
    expect(whoCanSee([], names)).toEqual([]);
    expect(
      whoCanSee(
        [
          grant({ audience: 'client_type', client_type: 'virtual' }),
          grant({ audience: 'client', client_id: 'u1' }),
          grant({ audience: 'membership_plan', plan_id: 'p1' }),
        ],
        names,
      ),
    ).toEqual(['Virtual clients', 'Casey Nguyen', 'Members of Gold (while active)']);
    expect(whoCanSee([grant({}), grant({ audience: 'client', client_id: 'u1' })], names)).toEqual(['All clients']);
  });
});
