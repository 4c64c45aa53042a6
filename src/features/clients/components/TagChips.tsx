/** A client's tags on the roster, read-only (edited from the Tags button or the profile). */
export function TagChips({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags">
      {names.map((name) => (
        <li
          key={name}
          className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800 dark:bg-sky-500/15 dark:text-sky-300"
        >
          {name}
        </li>
      ))}
    </ul>
  );
}
