import { describe, expect, it } from 'vitest';
import {
  changeData,
  mayListen,
  subscriberKey,
  type PublishedTable,
} from '../../../supabase/local/realtime/change-capture.ts';
import {
  bindingMatches,
  parseFilter,
  type Change,
  type PostgresBinding,
} from '../../../supabase/local/realtime/filters.ts';

// Which row changes reach which channel, the parts that need no database: filters, who counts as the
// same subscriber, who may listen, and what a change message carries.

const insert = { type: 'INSERT', schema: 'public', table: 'messages' } as const;
const row = { id: 'm-1', recipient_id: 'u-2', position: 10, body: 'Hi', read_at: null };
const binding = (overrides: Partial<PostgresBinding> = {}): PostgresBinding => ({
  id: 1,
  event: '*',
  schema: 'public',
  table: 'messages',
  ...overrides,
});

describe('postgres_changes filters', () => {
  it('reads column=op.value and nothing else', () => {
    expect(parseFilter('recipient_id=eq.u-2')).toEqual({ column: 'recipient_id', op: 'eq', value: 'u-2' });
    expect(parseFilter('id=in.(a,b)')).toEqual({ column: 'id', op: 'in', value: '(a,b)' });
    expect(parseFilter('id=like.a%')).toBeNull();
    expect(parseFilter('1id=eq.a')).toBeNull();
  });

  it('matches the event, schema and table, with * for any', () => {
    expect(bindingMatches(binding(), insert, row)).toBe(true);
    expect(bindingMatches(binding({ event: 'insert' }), insert, row)).toBe(true);
    expect(bindingMatches(binding({ event: 'UPDATE' }), insert, row)).toBe(false);
    expect(bindingMatches(binding({ schema: '*', table: undefined }), insert, row)).toBe(true);
    expect(bindingMatches(binding({ schema: 'private' }), insert, row)).toBe(false);
    expect(bindingMatches(binding({ table: 'users' }), insert, row)).toBe(false);
  });

  it.each([
    ['recipient_id=eq.u-2', true],
    ['recipient_id=eq.u-3', false],
    ['recipient_id=neq.u-3', true],
    ['recipient_id=in.(u-1,"u-2")', true],
    ['recipient_id=in.(u-1,u-3)', false],
    // Numbers compare as numbers (9 < 10), text as text.
    ['position=gt.9', true],
    ['position=lte.9', false],
    ['position=gte.10', true],
    ['body=lt.Ho', true],
    // A null column matches no filter.
    ['read_at=eq.null', false],
    ['read_at=neq.x', false],
    ['missing=eq.x', false],
  ])('%s on the row: %s', (filter, expected) => {
    expect(bindingMatches(binding({ filter }), insert, row)).toBe(expected);
  });
});

describe('subscribers', () => {
  it('are the same whatever the expiry or the order of the claims', () => {
    expect(subscriberKey({ role: 'authenticated', sub: 'u-1', exp: 1, iat: 0 })).toBe(
      subscriberKey({ sub: 'u-1', role: 'authenticated', exp: 2 }),
    );
    expect(subscriberKey({ role: 'authenticated', sub: 'u-1' })).not.toBe(
      subscriberKey({ role: 'authenticated', sub: 'u-2' }),
    );
  });

  it('need a user token for a table under RLS; the publishable key may listen to the others', () => {
    const published: PublishedTable[] = [
      { schema: 'public', table: 'messages', rls: true },
      { schema: 'public', table: 'announcements', rls: false },
    ];
    const anon = { role: 'anon' };
    expect(mayListen(anon, [binding()], published)).toBe(false);
    expect(mayListen(anon, [binding({ table: '*' })], published)).toBe(false);
    expect(mayListen(anon, [binding({ table: 'announcements' })], published)).toBe(true);
    expect(mayListen({ role: 'authenticated', sub: 'u-1' }, [binding()], published)).toBe(true);
  });
});

describe('a change message', () => {
  const columns = [{ name: 'id', type: 'uuid' }];
  const change = (type: Change['type']): Change => ({
    id: 1,
    schema: 'public',
    table: 'messages',
    type,
    record: type === 'DELETE' ? null : row,
    old_record: type === 'INSERT' ? null : { ...row, body: 'Old' },
    commit_timestamp: '2026-11-27T08:00:00.000000Z',
  });

  it('carries the new row, and of the old one only its primary key (no REPLICA IDENTITY FULL)', () => {
    expect(changeData(change('UPDATE'), columns, ['id'])).toEqual({
      schema: 'public',
      table: 'messages',
      commit_timestamp: '2026-11-27T08:00:00.000000Z',
      type: 'UPDATE',
      columns,
      record: row,
      old_record: { id: 'm-1' },
      errors: null,
    });
    expect(changeData(change('INSERT'), columns, ['id'])).toMatchObject({ record: row, old_record: {} });
    expect(changeData(change('DELETE'), columns, ['id'])).toMatchObject({ record: {}, old_record: { id: 'm-1' } });
  });
});
