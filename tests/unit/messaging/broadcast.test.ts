import { describe, expect, it } from 'vitest';
import { audienceArgs, audienceProblem, recipientSummary, sendLabel } from '@/features/messaging/lib/broadcast';

describe('broadcast audience', () => {
  it('turns each audience into the RPC arguments, picked ids once each', () => {
    expect(audienceArgs({ kind: 'all' })).toEqual({ p_audience: 'all' });
    expect(audienceArgs({ kind: 'client_type', clientType: 'virtual' })).toEqual({
      p_audience: 'client_type',
      p_client_type: 'virtual',
    });
    expect(audienceArgs({ kind: 'program', programId: 'p1' })).toEqual({ p_audience: 'program', p_program_id: 'p1' });
    expect(audienceArgs({ kind: 'tag', tagId: 't1' })).toEqual({ p_audience: 'tag', p_tag_id: 't1' });
    expect(audienceArgs({ kind: 'clients', clientIds: ['a', 'b', 'a'] })).toEqual({
      p_audience: 'clients',
      p_client_ids: ['a', 'b'],
    });
  });

  it('says what is missing before a preview is asked for', () => {
    expect(audienceProblem({ kind: 'all' })).toBeNull();
    expect(audienceProblem({ kind: 'program', programId: '' })).toBe('Choose a program.');
    expect(audienceProblem({ kind: 'tag', tagId: '' })).toBe('Choose a tag.');
    expect(audienceProblem({ kind: 'clients', clientIds: [] })).toBe('Pick at least one client.');
    expect(audienceProblem({ kind: 'clients', clientIds: Array.from({ length: 1001 }, (_, i) => `${i}`) })).toBe(
      'A broadcast can go to at most 1,000 clients.',
    );
    expect(audienceProblem({ kind: 'clients', clientIds: ['a'] })).toBeNull();
  });

  it('names the recipients, then counts the rest', () => {
    expect(recipientSummary([])).toBe('Nobody matches.');
    expect(recipientSummary(['Casey Nguyen'])).toBe('Casey Nguyen');
    expect(recipientSummary(['Casey', 'Ivy'])).toBe('Casey and Ivy');
    expect(recipientSummary(['A', 'B', 'C'])).toBe('A, B and C');
    expect(recipientSummary(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E and 2 more');
  });

  it('labels the send button with the count', () => {
    expect(sendLabel(1)).toBe('Send to 1 client');
    expect(sendLabel(1200)).toBe('Send to 1,200 clients');
  });
});
