import { describe, expect, it } from 'vitest';
import { checkTagName, ownTagNamed, tagsByClient } from './client-tags';

const marathon = { id: 't1', name: 'Marathon', trainerId: 'taylor' };
const vip = { id: 't2', name: 'VIP', trainerId: 'taylor' };
const samsVip = { id: 't3', name: 'vip', trainerId: 'sam' };

describe('client tags', () => {
  it('groups tags by client, by name, ignoring assignments of unknown tags', () => {
    const byClient = tagsByClient(
      [marathon, vip],
      [
        { tagId: 't2', clientId: 'casey' },
        { tagId: 't1', clientId: 'casey' },
        { tagId: 't2', clientId: 'ivy' },
        { tagId: 'gone', clientId: 'ivy' },
      ],
    );
    expect(byClient.get('casey')).toEqual([marathon, vip]);
    expect(byClient.get('ivy')).toEqual([vip]);
    expect(byClient.get('noah')).toBeUndefined();
  });

  it('checks a name as it is stored: spaces collapsed, 1 to 40 characters', () => {
    expect(checkTagName('  Half   marathon ')).toEqual({ name: 'Half marathon', error: null });
    expect(checkTagName('   ').error).toBe('Type a tag name.');
    expect(checkTagName('x'.repeat(41)).error).toBe('Tag names can be at most 40 characters.');
  });

  it('finds the caller’s own tag by name, whatever the case, never another trainer’s', () => {
    expect(ownTagNamed([marathon, vip, samsVip], 'vip', 'taylor')).toBe(vip);
    expect(ownTagNamed([marathon, samsVip], 'VIP', 'taylor')).toBeUndefined();
  });
});
