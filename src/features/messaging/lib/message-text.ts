/** The database's limit (messages_body check): 1..5000 characters after cleaning. */
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_TOO_LONG = `Messages can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`;
export const MESSAGE_EMPTY = 'Write a message first.';

// Control characters other than tab and newline, zero-width and line/paragraph separators, BOM:
// the same set the database's clean_message_body trigger strips.
// eslint-disable-next-line no-control-regex
const STRIPPED = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\uFEFF\u0000]/g;

/** What will be stored: control characters stripped, CRLF as LF, no trailing whitespace. */
export function cleanMessageBody(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(STRIPPED, '')
    .replace(/^[\r\n]+/, '')
    .replace(/[ \t\r\n]+$/, '');
}

/** Characters as the database counts them (code points, not UTF-16 units). */
export function messageLength(text: string): number {
  return Array.from(text).length;
}

export function validateMessage(text: string): { body: string; error: null } | { body: string; error: string } {
  const body = cleanMessageBody(text);
  if (body.trim() === '') return { body, error: MESSAGE_EMPTY };
  if (messageLength(body) > MESSAGE_MAX_LENGTH) return { body, error: MESSAGE_TOO_LONG };
  return { body, error: null };
}

/** The first line, for the conversation list. */
export function firstLine(body: string): string {
  return body.split('\n').find((line) => line.trim() !== '') ?? '';
}
