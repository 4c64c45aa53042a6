import { describe, expect, it } from 'vitest';
import { filterPrograms } from './program-filter';

const template = { name: 'Four-week base', description: null, goals: ['strength'], client: null };
const casey = {
  name: 'Strength Foundations',
  description: 'Full body',
  goals: [],
  client: { first_name: 'Casey', last_name: 'Client', email: null },
};

describe('filterPrograms', () => {
  it('separates templates from client programs', () => {
    expect(filterPrograms([template, casey], 'templates', '')).toEqual([template]);
    expect(filterPrograms([template, casey], 'clients', '')).toEqual([casey]);
    expect(filterPrograms([template, casey], 'all', '')).toHaveLength(2);
  });

  it('matches every word in the name, goals or client, case-insensitively', () => {
    expect(filterPrograms([template, casey], 'all', 'STRENGTH')).toEqual([template, casey]);
    expect(filterPrograms([template, casey], 'all', 'casey strength')).toEqual([casey]);
    expect(filterPrograms([template, casey], 'all', 'jordan')).toEqual([]);
  });
});
