import { describe, expect, it } from 'vitest';
import { checkSavedReply, insertAtCursor, matchReplies } from '@/features/messaging/lib/saved-reply';
import { fillFirstName, greetingName } from '@/lib/first-name';

describe('saved replies', () => {
  it('trims a draft and says what is wrong, in words', () => {
    expect(checkSavedReply({ title: '  Check-in ', body: ' How was it? ' })).toEqual({
      value: { title: 'Check-in', body: 'How was it?' },
      errors: {},
    });
    expect(checkSavedReply({ title: ' ', body: '' }).errors).toEqual({
      title: 'Give the reply a short name.',
      body: 'Write the reply.',
    });
    expect(checkSavedReply({ title: 'x'.repeat(81), body: 'y'.repeat(2001) }).errors).toEqual({
      title: 'Names can be at most 80 characters.',
      body: 'Saved replies can be at most 2,000 characters.',
    });
  });

  it('inserts at the cursor, replacing a selection, with a space before a word', () => {
    expect(insertAtCursor('', 'Hi', 0)).toEqual({ text: 'Hi', caret: 2 });
    expect(insertAtCursor('Great work', 'see you Monday', 10)).toEqual({
      text: 'Great work see you Monday',
      caret: 25,
    });
    expect(insertAtCursor('Hi \nBye', 'there', 3)).toEqual({ text: 'Hi there\nBye', caret: 8 });
    expect(insertAtCursor('Hello WORLD!', 'you', 6, 11)).toEqual({ text: 'Hello you!', caret: 9 });
    expect(insertAtCursor('abc', 'x', 99)).toEqual({ text: 'abc x', caret: 5 });
  });

  it('filters replies by every typed word, in the name or the text', () => {
    const replies = [
      { title: 'Check-in', body: 'How did this week go?' },
      { title: 'Holiday', body: 'Closed on Monday' },
    ];
    expect(matchReplies(replies, '')).toEqual(replies);
    expect(matchReplies(replies, 'week check')).toEqual([replies[0]]);
    expect(matchReplies(replies, 'MONDAY')).toEqual([replies[1]]);
    expect(matchReplies(replies, 'nothing')).toEqual([]);
  });

  it('fills {first_name} as the automation messages do: the first name, or "there"', () => {
    expect(fillFirstName('Hi {first_name}, {first_name}!', greetingName(' Casey '))).toBe('Hi Casey, Casey!');
    expect(fillFirstName('Hi {first_name}', greetingName('  '))).toBe('Hi there');
    expect(fillFirstName('Hi {first_name}', greetingName(null))).toBe('Hi there');
  });
});
