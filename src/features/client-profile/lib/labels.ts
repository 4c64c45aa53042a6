/** "First Last", or the email when the name is blank. */
export function clientFullName(person: { first_name: string; last_name: string; email?: string | null }): string {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return name || person.email || 'Unnamed client';
}
