import { describe, expect, it } from 'vitest';
import { browseLibrary, formatClock, labelsInUse, type LibraryItem } from '@/features/on-demand/client/lib/library';
import { resumeAt } from '@/features/on-demand/client/lib/resume';

const item = (id: string, title: string, labelIds: string[] = [], description = ''): LibraryItem => ({
  id,
  kind: 'video',
  title,
  description,
  labelIds,
  storagePath: null,
  mimeType: null,
  url: null,
  durationSeconds: null,
  thumbnailPath: null,
  workoutId: null,
  videoResourceId: null,
});
const lists = [
  {
    id: 'a',
    kind: 'resources' as const,
    title: 'Mobility basics',
    description: '',
    coverPath: null,
    items: [item('1', 'Hip openers', ['m']), item('2', 'Étirements du dos', ['m'])],
  },
  {
    id: 'b',
    kind: 'resources' as const,
    title: 'Food',
    description: '',
    coverPath: null,
    items: [item('3', 'Meal guide', ['n'], 'protein')],
  },
];

describe('browsing the client library', () => {
  it('narrows by label and by every word, accents ignored; a matching list title keeps its items', () => {
    expect(browseLibrary(lists, { labelId: 'n', query: '' }).map((list) => list.id)).toEqual(['b']);
    expect(browseLibrary(lists, { labelId: null, query: 'etire dos' })[0]?.items.map((i) => i.id)).toEqual(['2']);
    expect(browseLibrary(lists, { labelId: null, query: 'mobility' })[0]?.items).toHaveLength(2);
    expect(browseLibrary(lists, { labelId: null, query: 'PROTEIN' })[0]?.items.map((i) => i.id)).toEqual(['3']);
    expect(browseLibrary(lists, { labelId: 'm', query: 'meal' })).toEqual([]);
  });

  it('offers only labels in use', () => {
    expect(
      labelsInUse(
        [
          { id: 'm', name: 'M' },
          { id: 'x', name: 'X' },
        ],
        lists,
      ),
    ).toEqual([{ id: 'm', name: 'M' }]);
  });

  it('resumes at the saved position, from the start when finished or past the end', () => {
    expect(resumeAt(133, 600)).toBe(133);
    expect(resumeAt(597, 600)).toBe(0);
    expect(resumeAt(700, 600)).toBe(0);
    expect(resumeAt(0, 600)).toBe(0);
    expect(resumeAt(50, Number.NaN)).toBe(50);
  });

  it('formats clock times', () => {
    expect(formatClock(133)).toBe('2:13');
    expect(formatClock(3723)).toBe('1:02:03');
  });
});
