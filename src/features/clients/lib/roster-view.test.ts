import { describe, expect, it } from 'vitest';
import { rosterRow } from './roster-row.fixture';
import { DEFAULT_FILTER, filterRoster, groupRoster, nextSort, sortRoster, summariseTrainer } from './roster-view';

const casey = rosterRow();
const mia = rosterRow({
  client_id: 'c2',
  first_name: 'Mia',
  last_name: 'Santos',
  name: 'Mia Santos',
  email: 'mia@example.com',
  compliance_7: 0,
  compliance_30: 60,
  days_since_last_workout: 11,
  client_type: 'virtual',
});
const zoe = rosterRow({
  client_id: 'c3',
  first_name: 'Zoë',
  last_name: 'Åberg',
  name: 'Zoë Åberg',
  status: 'inactive',
  trainer_id: 't2',
  compliance_30: null,
});

describe('filterRoster', () => {
  it('shows active clients by default and finds every word, ignoring case and accents', () => {
    expect(filterRoster([casey, mia, zoe], DEFAULT_FILTER)).toEqual([casey, mia]);
    const any = { ...DEFAULT_FILTER, status: 'all' as const };
    expect(filterRoster([casey, mia, zoe], { ...any, query: 'zoe aberg' })).toEqual([zoe]);
    expect(filterRoster([casey, mia, zoe], { ...any, query: 'MIA@' })).toEqual([mia]);
  });

  it('filters by type, status and trainer', () => {
    expect(filterRoster([casey, mia, zoe], { ...DEFAULT_FILTER, clientType: 'virtual' })).toEqual([mia]);
    expect(filterRoster([casey, mia, zoe], { ...DEFAULT_FILTER, status: 'inactive' })).toEqual([zoe]);
    expect(filterRoster([casey, mia, zoe], { ...DEFAULT_FILTER, status: 'all', trainerId: 't2' })).toEqual([zoe]);
  });

  it('filters by one of the coach’s tags', () => {
    const tags = new Map([
      [casey.client_id, ['marathon', 'vip']],
      [mia.client_id, ['vip']],
    ]);
    const tagIdsOf = (clientId: string) => tags.get(clientId) ?? [];
    const all = { ...DEFAULT_FILTER, status: 'all' as const };
    expect(filterRoster([casey, mia, zoe], { ...all, tagId: 'vip' }, tagIdsOf)).toEqual([casey, mia]);
    expect(filterRoster([casey, mia, zoe], { ...all, tagId: 'marathon' }, tagIdsOf)).toEqual([casey]);
    expect(filterRoster([casey, mia, zoe], { ...all, tagId: 'none' }, tagIdsOf)).toEqual([]);
    expect(filterRoster([casey, mia, zoe], all, tagIdsOf)).toEqual([casey, mia, zoe]);
  });
});

describe('sortRoster', () => {
  it('sorts by any column both ways, with missing values last', () => {
    expect(sortRoster([mia, casey, zoe], { key: 'name', direction: 'asc' }).map((r) => r.first_name)).toEqual([
      'Casey',
      'Mia',
      'Zoë',
    ]);
    const byCompliance = (direction: 'asc' | 'desc') =>
      sortRoster([casey, mia, zoe], { key: 'compliance_30', direction }).map((r) => r.first_name);
    expect(byCompliance('asc')).toEqual(['Mia', 'Casey', 'Zoë']);
    expect(byCompliance('desc')).toEqual(['Casey', 'Mia', 'Zoë']);
  });

  it('flips direction on the same column and starts a new one in its natural order', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'prs')).toEqual({ key: 'prs', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'compliance_7')).toEqual({
      key: 'compliance_7',
      direction: 'asc',
    });
  });
});

describe('groupRoster and summariseTrainer', () => {
  it('puts flagged clients in "needs attention", keeping the order', () => {
    expect(groupRoster([casey, mia, zoe])).toEqual({ attention: [mia], others: [casey, zoe] });
  });

  it('counts a trainer’s clients and averages the 30-day rate of the active ones', () => {
    expect(summariseTrainer([casey, mia, zoe], 't1')).toEqual({
      clients: 2,
      activeClients: 2,
      averageCompliance30: 76,
      needingAttention: 1,
    });
    expect(summariseTrainer([casey, mia, zoe], 't2')).toEqual({
      clients: 1,
      activeClients: 0,
      averageCompliance30: null,
      needingAttention: 0,
    });
  });
});
