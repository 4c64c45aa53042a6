/**
 * Supersets and circuits: consecutive exercises of a workout that share a group letter are done
 * back to back and rested after the last one. Two exercises make a superset, three or more a
 * circuit. The builder writes the letters; the workout page and the logger read them.
 */
export const GROUP_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface GroupPosition {
  /** The group's letter, or null for a straight set. */
  key: string | null;
  /** "Superset A", "Circuit B"; null for a straight set. */
  label: string | null;
  isFirst: boolean;
  isLast: boolean;
}

export function groupLabel(key: string, size: number): string {
  return `${size >= 3 ? 'Circuit' : 'Superset'} ${key}`;
}

/** Where each item sits in its group, from each item's group letter (runs of the same letter). */
export function groupPositions(keys: (string | null | undefined)[]): GroupPosition[] {
  return keys.map((key, index) => {
    if (!key) return { key: null, label: null, isFirst: true, isLast: true };
    let start = index;
    while (start > 0 && keys[start - 1] === key) start -= 1;
    let end = index;
    while (end < keys.length - 1 && keys[end + 1] === key) end += 1;
    if (start === end) return { key: null, label: null, isFirst: true, isLast: true };
    return { key, label: groupLabel(key, end - start + 1), isFirst: index === start, isLast: index === end };
  });
}
