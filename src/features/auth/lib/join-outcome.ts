/** What registration says on the sign-in page after joining a coach (or trying to). */
export function joinNotice(
  outcome:
    | { kind: 'none' }
    | { kind: 'invitation' | 'join_request'; trainerName: string | null }
    | { kind: 'unknown' | 'limited' }
    | { kind: 'confirm-first' },
): string {
  const coach = 'trainerName' in outcome && outcome.trainerName ? outcome.trainerName : 'your coach';
  switch (outcome.kind) {
    case 'invitation':
      return `Account created. You're now a client of ${coach}. Please sign in.`;
    case 'join_request':
      return `Account created. We asked ${coach} to accept you; you'll see their plans once they do. Please sign in.`;
    case 'unknown':
      return 'Account created, but that coach code matched nobody. Ask your coach for their code. Please sign in.';
    case 'limited':
      return 'Account created, but too many codes were tried. Try the code again in 15 minutes. Please sign in.';
    case 'confirm-first':
      return 'Account created. Confirm your email, then sign in on this device: you join your coach then.';
    default:
      return 'Account created. Please sign in.';
  }
}
