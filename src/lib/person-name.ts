/** The parts of an account's name as the database stores them (any may be blank or missing). */
export interface NameParts {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** "First Last", leaving out a blank part ('' when both are blank). */
export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return `${first ?? ''} ${last ?? ''}`.trim();
}

/** How a person is named in a list: "First Last", else their email, else `fallback`. */
export function personName(person: NameParts, fallback: string): string {
  return fullName(person.first_name, person.last_name) || person.email || fallback;
}

/** How a client is named in the coach's lists and headers: their name, their email, or "Unnamed client". */
export function clientName(client: NameParts): string {
  return personName(client, 'Unnamed client');
}
