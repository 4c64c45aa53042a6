import { describe, expect, it } from 'vitest';
import {
  createChannelSession,
  decodeMessage,
  encodeMessage,
  RLS_NEEDS_USER,
  TOO_MANY_CHANNELS,
  type Claims,
  type SessionRules,
  type Vsn,
} from '../../../supabase/local/realtime/protocol.ts';

// The Phoenix channel protocol of the local Realtime server, one socket at a time, without a socket:
// frames in as text, frames out collected.

const USER: Claims = { role: 'authenticated', sub: 'u-1' };
const MESSAGES = { event: '*', schema: 'public', table: 'messages' };

function session({ vsn = '2.0.0' as Vsn, ...overrides }: Partial<SessionRules> & { vsn?: Vsn } = {}) {
  const sent: unknown[] = [];
  let id = 1;
  const rules: SessionRules = {
    verifyToken: (token) =>
      token === 'good' ? USER : token === 'other' ? { role: 'authenticated', sub: 'u-2' } : 'Invalid token',
    mayListen: (claims) => claims.role !== 'anon',
    channelsPerSocket: 100,
    nextBindingId: () => id++,
    ...overrides,
  };
  const channels = createChannelSession({ role: 'anon' }, rules, vsn, (text) => sent.push(JSON.parse(text)));
  const send = (...message: unknown[]) => channels.receive(JSON.stringify(message));
  const join = (topic: string, payload: unknown, ref = '1') => send(ref, ref, topic, 'phx_join', payload);
  return { channels, sent, send, join };
}

describe('Phoenix messages', () => {
  it('reads both serializers and ignores anything that is not a message', () => {
    expect(decodeMessage('["1","2","realtime:x","phx_join",{"a":1}]')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:x',
      event: 'phx_join',
      payload: { a: 1 },
    });
    expect(decodeMessage('{"join_ref":"1","ref":"2","topic":"phoenix","event":"heartbeat"}')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: null,
    });
    expect(decodeMessage('not json')).toBeNull();
    expect(decodeMessage('[1,2,3]')).toBeNull();
    expect(decodeMessage('[null,null,42,"phx_join",{}]')).toBeNull();
  });

  it('writes arrays for vsn 2.0.0 and objects for 1.0.0', () => {
    const message = ['1', '2', 'phoenix', 'phx_reply', { status: 'ok' }] as const;
    expect(JSON.parse(encodeMessage('2.0.0', [...message]))).toEqual([...message]);
    expect(JSON.parse(encodeMessage('1.0.0', [...message]))).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok' },
    });
  });
});

describe('a socket session', () => {
  it('answers heartbeats', () => {
    const { send, sent } = session();
    send(null, '7', 'phoenix', 'heartbeat', {});
    expect(sent).toEqual([[null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]]);
  });

  it('joins with postgres_changes bindings, numbered across the server, and says it subscribed', () => {
    const { join, sent, channels } = session({ nextBindingId: () => 41 });
    join('realtime:messages:me', { access_token: 'good', config: { postgres_changes: [MESSAGES] } });
    expect(sent).toEqual([
      [
        '1',
        '1',
        'realtime:messages:me',
        'phx_reply',
        { status: 'ok', response: { postgres_changes: [{ id: 41, ...MESSAGES }] } },
      ],
      [
        '1',
        null,
        'realtime:messages:me',
        'system',
        { message: 'Subscribed to PostgreSQL', status: 'ok', extension: 'postgres_changes', channel: 'messages:me' },
      ],
    ]);
    expect(channels.channels.get('realtime:messages:me')).toMatchObject({ claims: USER, bindings: [{ id: 41 }] });
  });

  it('speaks vsn 1.0.0 to a client that asked for it', () => {
    const { channels, sent } = session({ vsn: '1.0.0' });
    channels.receive(JSON.stringify({ ref: '3', topic: 'phoenix', event: 'heartbeat', payload: {} }));
    expect(sent).toEqual([
      { join_ref: null, ref: '3', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } },
    ]);
  });

  it.each([
    ['a refused token', { access_token: 'forged' }, 'Invalid token'],
    [
      'a private channel',
      { access_token: 'good', config: { private: true } },
      'Private channels are not supported by the local Realtime server',
    ],
    [
      'a binding without a schema',
      { access_token: 'good', config: { postgres_changes: [{ event: '*' }] } },
      'Invalid postgres_changes subscription',
    ],
    [
      'a filter it cannot read',
      { access_token: 'good', config: { postgres_changes: [{ ...MESSAGES, filter: 'id=like.x' }] } },
      'Invalid filter: id=like.x',
    ],
    ['the publishable key alone on a table under RLS', { config: { postgres_changes: [MESSAGES] } }, RLS_NEEDS_USER],
  ])('refuses to join with %s', (_case, payload, reason) => {
    const { join, sent, channels } = session();
    join('realtime:t', payload);
    expect(sent).toEqual([['1', '1', 'realtime:t', 'phx_reply', { status: 'error', response: { reason } }]]);
    expect(channels.channels.size).toBe(0);
  });

  it('refuses a channel past the per-socket limit, but not a second join of a joined topic', () => {
    const { join, sent } = session({ channelsPerSocket: 1 });
    join('realtime:a', { access_token: 'good' }, '1');
    join('realtime:a', { access_token: 'good' }, '2');
    join('realtime:b', { access_token: 'good' }, '3');
    expect(sent.map((message) => (message as unknown[])[4])).toEqual([
      { status: 'ok', response: { postgres_changes: [] } },
      { status: 'ok', response: { postgres_changes: [] } },
      { status: 'error', response: { reason: TOO_MANY_CHANNELS } },
    ]);
  });

  it('leaves a channel: acknowledged, closed and forgotten', () => {
    const { join, send, sent, channels } = session();
    join('realtime:a', { access_token: 'good' });
    sent.length = 0;
    send('1', '2', 'realtime:a', 'phx_leave', {});
    expect(sent).toEqual([
      ['1', '2', 'realtime:a', 'phx_reply', { status: 'ok', response: {} }],
      ['1', '2', 'realtime:a', 'phx_close', {}],
    ]);
    expect(channels.channels.size).toBe(0);
  });

  it("takes a channel's new token, and closes the channel with the reason when the token is refused", () => {
    const { join, send, sent, channels } = session();
    join('realtime:a', { access_token: 'good' });
    send('1', '2', 'realtime:a', 'access_token', { access_token: 'other' });
    expect(channels.channels.get('realtime:a')?.claims).toEqual({ role: 'authenticated', sub: 'u-2' });
    sent.length = 0;
    send('1', '3', 'realtime:a', 'access_token', { access_token: 'forged' });
    expect(sent).toEqual([
      [
        '1',
        null,
        'realtime:a',
        'system',
        { message: 'Invalid token', status: 'error', extension: 'system', channel: 'a' },
      ],
      ['1', null, 'realtime:a', 'phx_close', {}],
    ]);
    expect(channels.channels.size).toBe(0);
  });

  it('acknowledges what it does not serve (broadcast, presence) on a joined channel only', () => {
    const { join, send, sent } = session();
    send('1', '1', 'realtime:a', 'broadcast', {});
    expect(sent).toEqual([]);
    join('realtime:a', { access_token: 'good' });
    sent.length = 0;
    send('1', '2', 'realtime:a', 'broadcast', {});
    expect(sent).toEqual([['1', '2', 'realtime:a', 'phx_reply', { status: 'ok', response: {} }]]);
  });

  it('sends a change to a channel with the ids of the bindings it answers', () => {
    const { join, sent, channels } = session();
    join('realtime:a', { access_token: 'good', config: { postgres_changes: [MESSAGES] } });
    sent.length = 0;
    channels.sendChange(channels.channels.get('realtime:a')!, [1], { table: 'messages' });
    expect(sent).toEqual([[null, null, 'realtime:a', 'postgres_changes', { ids: [1], data: { table: 'messages' } }]]);
  });
});
