import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  groupByDay,
  mergeThread,
  unreadCount,
  type ChatMessage,
  type OutboxMessage,
} from '@/features/messaging/lib/thread';
import { cleanMessageBody, firstLine, validateMessage, MESSAGE_TOO_LONG } from '@/features/messaging/lib/message-text';

const ME = 'me';
const YOU = 'you';
const NOW = new Date(2026, 10, 23, 15, 0);

function message(id: string, at: Date, from = YOU, read: string | null = null): ChatMessage {
  return {
    id,
    sender_id: from,
    recipient_id: from === ME ? YOU : ME,
    body: `body ${id}`,
    created_at: at.toISOString(),
    read_at: read,
  };
}

describe('mergeThread', () => {
  it('orders server and outbox messages by time and never shows one id twice', () => {
    const server = [message('b', new Date(2026, 10, 23, 9)), message('a', new Date(2026, 10, 22, 9), ME, 'x')];
    const outbox: OutboxMessage[] = [
      { ...message('b', new Date(2026, 10, 23, 9), ME), status: 'pending' },
      { ...message('c', new Date(2026, 10, 23, 10), ME), status: 'failed', error: 'Refused' },
    ];
    const shown = mergeThread(server, outbox, ME);
    expect(shown.map((m) => [m.id, m.delivery])).toEqual([
      ['a', 'read'],
      ['b', null],
      ['c', 'failed'],
    ]);
    expect(shown[2]?.error).toBe('Refused');
  });

  it('marks own unsent messages as sending, own sent ones as sent', () => {
    const shown = mergeThread(
      [message('s', new Date(2026, 10, 23, 8), ME)],
      [{ ...message('p', new Date(2026, 10, 23, 9), ME), status: 'pending' }],
      ME,
    );
    expect(shown.map((m) => m.delivery)).toEqual(['sent', 'sending']);
  });
});

describe('groupByDay', () => {
  it('puts a separator before the first message of each local day', () => {
    const shown = mergeThread(
      [
        message('1', new Date(2026, 10, 20, 23, 59)),
        message('2', new Date(2026, 10, 22, 0, 1)),
        message('3', new Date(2026, 10, 22, 12)),
        message('4', new Date(2026, 10, 23, 7)),
      ],
      [],
      ME,
    );
    const items = groupByDay(shown, NOW);
    expect(items.map((i) => (i.kind === 'day' ? `[${i.label}]` : i.message.id))).toEqual([
      '[Friday]',
      '1',
      '[Yesterday]',
      '2',
      '3',
      '[Today]',
      '4',
    ]);
  });

  it('labels older days with a date, and the year when not this year', () => {
    expect(dayLabel(new Date(2026, 9, 1), NOW)).toBe('Oct 1');
    expect(dayLabel(new Date(2025, 11, 31), NOW)).toBe('Dec 31, 2025');
  });
});

describe('unreadCount', () => {
  const messages = [
    message('1', NOW, YOU),
    message('2', NOW, YOU, NOW.toISOString()),
    message('3', NOW, ME),
    { ...message('4', NOW, 'third'), recipient_id: ME },
  ];
  it('counts messages to me that are unread, optionally from one person', () => {
    expect(unreadCount(messages, ME)).toBe(2);
    expect(unreadCount(messages, ME, YOU)).toBe(1);
    expect(unreadCount(messages, YOU)).toBe(1);
  });
});

describe('message text', () => {
  it('strips control characters, keeps new lines and tabs, trims the end', () => {
    expect(cleanMessageBody('a\u0007b\r\n\tc\u200B\u001b  \n\n')).toBe('ab\n\tc');
    expect(cleanMessageBody('\n\nhi')).toBe('hi');
  });

  it('refuses empty and over-long messages with a clear message, counting characters not UTF-16 units', () => {
    expect(validateMessage(' \n\u0007').error).toBe('Write a message first.');
    expect(validateMessage('x'.repeat(5001)).error).toBe(MESSAGE_TOO_LONG);
    expect(MESSAGE_TOO_LONG).toBe('Messages can be at most 5,000 characters.');
    expect(validateMessage('💪'.repeat(5000)).error).toBeNull();
    expect(validateMessage('<b>bold</b>')).toEqual({ body: '<b>bold</b>', error: null });
  });

  it('shows the first non-empty line in the list', () => {
    expect(firstLine('\n  \nFirst\nSecond')).toBe('First');
  });
});
