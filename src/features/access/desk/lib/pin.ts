/**
 * The PIN typed at the desk: the client's member number (4 to 7 digits) followed by the 6-digit
 * code, digits only. The client's screen shows it grouped ("1004 381 920"); the desk keeps the
 * digits and drops everything else, so a PIN typed with spaces or dashes is the same PIN.
 */
export const PIN_CODE_DIGITS = 6;
export const PIN_MIN_LENGTH = 4 + PIN_CODE_DIGITS;
export const PIN_MAX_LENGTH = 7 + PIN_CODE_DIGITS;

/** Only the digits, never more than a PIN can hold. */
export function pinDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PIN_MAX_LENGTH);
}

/** What is wrong with the PIN before it is sent, in words; null when it can be sent. */
export function pinProblem(digits: string): string | null {
  if (digits.length === 0) return 'Type the member number and the 6-digit code.';
  if (digits.length < PIN_MIN_LENGTH)
    return 'Too short: the member number (4 to 7 digits) then the 6-digit code, together.';
  return null;
}

/** "1004 381 920": the member number, then the code in threes, as the client's screen shows it. */
export function groupPin(digits: string): string {
  if (digits.length <= PIN_CODE_DIGITS) return digits;
  const member = digits.slice(0, -PIN_CODE_DIGITS);
  const code = digits.slice(-PIN_CODE_DIGITS);
  return `${member} ${code.slice(0, 3)} ${code.slice(3)}`;
}
