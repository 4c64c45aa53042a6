/**
 * Before signing out, features that hold work the server has not got yet (the logger's queued
 * finishes) say so, and the person is warned. Features register a check while they run; the sign-out
 * buttons ask for warnings. Kept in lib so auth and the features never import each other.
 */
export type SignOutCheck = () => Promise<string | null>;

const checks = new Set<SignOutCheck>();

export function addSignOutCheck(check: SignOutCheck): () => void {
  checks.add(check);
  return () => checks.delete(check);
}

/** Every registered warning; a check that fails says nothing rather than blocking sign-out. */
export async function signOutWarnings(): Promise<string[]> {
  const results = await Promise.all([...checks].map((check) => check().catch(() => null)));
  return results.filter((warning): warning is string => Boolean(warning));
}
