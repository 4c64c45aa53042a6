/**
 * `{first_name}` in a coach's text (an automation message, a broadcast, a saved reply) is the
 * reader's first name. The database fills it the same way for automation steps and broadcasts
 * (`coalesce(nullif(btrim(first_name), ''), 'there')`), so the composer's insert matches them.
 */
export const FIRST_NAME_TOKEN = '{first_name}';

/** The name a greeting uses: the first name, or "there" ("Hi there") when it is blank. */
export function greetingName(firstName: string | null | undefined): string {
  return firstName?.trim() || 'there';
}

/** The text as the reader gets it: every `{first_name}` filled in. */
export function fillFirstName(body: string, firstName: string): string {
  return body.split(FIRST_NAME_TOKEN).join(firstName);
}
