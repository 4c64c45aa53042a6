/**
 * The person's own profile edits (a setting, their name) that the start-up profile read must not
 * undo. That read starts with the app and is applied once the session check answers; a setting
 * changed meanwhile was saved after the read's snapshot, so applying it would put the old value back.
 */
const pending = new Set<Promise<unknown>>();
let edits = 0;

/** Runs the save of a profile edit: counted when it starts, awaited by `profileEditsSettled`. */
export function trackProfileEdit<T>(save: () => Promise<T>): Promise<T> {
  edits += 1;
  const saving = save();
  pending.add(saving);
  const settled = () => void pending.delete(saving);
  saving.then(settled, settled);
  return saving;
}

/** How many edits have started so far: compare two marks to know whether one started in between. */
export function profileEditMark(): number {
  return edits;
}

/** Resolves once every edit under way has been saved or has failed. */
export async function profileEditsSettled(): Promise<void> {
  await Promise.allSettled([...pending]);
}
