/** The initials an exercise shows where it has no picture (or its picture fails): "Goblet Squat" -> "GS". */
export function exerciseInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
