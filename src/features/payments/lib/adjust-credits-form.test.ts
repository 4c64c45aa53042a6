import { describe, expect, it } from 'vitest';
import { parseAdjustment, type AdjustDraft } from './adjust-credits-form';

const ZONE = 'Europe/London';
const NOW = Date.parse('2026-07-10T12:00:00Z');
const draft = (over: Partial<AdjustDraft> = {}): AdjustDraft => ({
  categoryId: 'cat1',
  direction: 'add',
  count: '2',
  note: 'Goodwill',
  expiresOn: '',
  ...over,
});

describe('an adjustment before it is sent', () => {
  it('adds or removes a whole number with a trimmed note', () => {
    expect(parseAdjustment(draft({ note: '  Goodwill ' }), ZONE, NOW)).toEqual({
      ok: true,
      value: { categoryId: 'cat1', delta: 2, note: 'Goodwill', expiresAt: null },
    });
    expect(parseAdjustment(draft({ direction: 'remove', count: '3' }), ZONE, NOW)).toMatchObject({
      ok: true,
      value: { delta: -3 },
    });
  });

  it('needs a category, 1 to 1000 credits and a note', () => {
    const parsed = parseAdjustment(draft({ categoryId: '', count: '0', note: ' ' }), ZONE, NOW);
    expect(parsed).toEqual({
      ok: false,
      errors: {
        categoryId: 'Choose a category.',
        count: 'Enter a whole number from 1 to 1000.',
        note: 'Write a note: it says why in the ledger.',
      },
    });
    for (const count of ['1001', '1.5', '-2', 'two', ''])
      expect(parseAdjustment(draft({ count }), ZONE, NOW)).toMatchObject({ ok: false });
    expect(parseAdjustment(draft({ note: 'x'.repeat(501) }), ZONE, NOW)).toMatchObject({
      errors: { note: 'At most 500 characters.' },
    });
  });

  it('expires at the end of the chosen day in the studio zone, never in the past', () => {
    // 10 July 2026 in London is BST (UTC+1): the day ends at 23:00 UTC.
    expect(parseAdjustment(draft({ expiresOn: '2026-07-10' }), ZONE, NOW)).toMatchObject({
      value: { expiresAt: '2026-07-10T23:00:00.000Z' },
    });
    expect(parseAdjustment(draft({ expiresOn: '2026-07-09' }), ZONE, NOW)).toMatchObject({
      errors: { expiresOn: 'The expiry date cannot be in the past.' },
    });
    // A removal has no expiry: whatever the field held is ignored.
    expect(parseAdjustment(draft({ direction: 'remove', expiresOn: '2026-07-09' }), ZONE, NOW)).toMatchObject({
      ok: true,
      value: { expiresAt: null },
    });
  });
});
