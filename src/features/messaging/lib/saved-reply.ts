/** The same limits as public.saved_replies. */
export const SAVED_REPLY_LIMITS = { title: 80, body: 2000 } as const;

export interface SavedReplyDraft {
  title: string;
  body: string;
}

export type SavedReplyErrors = Partial<Record<keyof SavedReplyDraft, string>>;

/** The draft as it is saved (trimmed), or what is wrong with it, in words. */
export function checkSavedReply(draft: SavedReplyDraft): { value: SavedReplyDraft; errors: SavedReplyErrors } {
  const value = { title: draft.title.trim(), body: draft.body.trim() };
  const errors: SavedReplyErrors = {};
  if (!value.title) errors.title = 'Give the reply a short name.';
  else if (value.title.length > SAVED_REPLY_LIMITS.title) errors.title = 'Names can be at most 80 characters.';
  if (!value.body) errors.body = 'Write the reply.';
  else if (value.body.length > SAVED_REPLY_LIMITS.body) errors.body = 'Saved replies can be at most 2,000 characters.';
  return { value, errors };
}

/**
 * `insert` put where the cursor is (replacing a selection), with the cursor after it. A space is
 * added before it when it would otherwise run into the word before.
 */
export function insertAtCursor(
  text: string,
  insert: string,
  selectionStart: number,
  selectionEnd: number = selectionStart,
): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  const before = text.slice(0, start);
  const glue = before && !/\s$/.test(before) ? ' ' : '';
  const next = `${before}${glue}${insert}${text.slice(end)}`;
  return { text: next, caret: start + glue.length + insert.length };
}

/** Replies whose name or text holds every typed word (the picker's filter). */
export function matchReplies<T extends SavedReplyDraft>(replies: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return replies.filter((reply) => {
    const haystack = `${reply.title} ${reply.body}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
