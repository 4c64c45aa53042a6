/** The same limit as public.client_tags. */
export const TAG_NAME_MAX = 40;

export interface TagLike {
  id: string;
  name: string;
  trainerId: string;
}

/** Each client's tags, by name. */
export function tagsByClient<T extends TagLike>(
  tags: readonly T[],
  assignments: ReadonlyArray<{ tagId: string; clientId: string }>,
): Map<string, T[]> {
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const result = new Map<string, T[]>();
  for (const { tagId, clientId } of assignments) {
    const tag = byId.get(tagId);
    if (!tag) continue;
    const list = result.get(clientId) ?? [];
    list.push(tag);
    result.set(clientId, list);
  }
  for (const list of result.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return result;
}

/** Spaces collapsed and trimmed, as the name is stored; or what is wrong with it. */
export function checkTagName(raw: string): { name: string; error: string | null } {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name) return { name, error: 'Type a tag name.' };
  if (name.length > TAG_NAME_MAX) return { name, error: `Tag names can be at most ${TAG_NAME_MAX} characters.` };
  return { name, error: null };
}

/** The caller's own tag with this name, whatever the case (names are unique per trainer). */
export function ownTagNamed<T extends TagLike>(tags: readonly T[], name: string, me: string): T | undefined {
  const wanted = name.toLowerCase();
  return tags.find((tag) => tag.trainerId === me && tag.name.toLowerCase() === wanted);
}
