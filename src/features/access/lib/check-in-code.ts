/** What the desk's scanner reads: `LW1.<studio_code>.<member_number>.<code>` (docs/access.md). */
export function qrPayload(studioCode: string, memberNumber: number, code: string): string {
  return `LW1.${studioCode}.${memberNumber}.${code}`;
}

/** The PIN typed at the desk: the member number then the code, digits only. */
export function pinDigits(memberNumber: number, code: string): string {
  return `${memberNumber}${code}`;
}

/** The PIN as the screen shows it, easy to read out: "1004 381 920". */
export function groupedPin(memberNumber: number, code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${memberNumber} ${code.slice(0, half)} ${code.slice(half)}`;
}
