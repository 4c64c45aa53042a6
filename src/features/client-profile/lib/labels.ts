/** "First Last", or the email when the name is blank. */
export function clientFullName(person: { first_name: string; last_name: string; email?: string | null }): string {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return name || person.email || 'Unnamed client';
}

const CLIENT_TYPES: Record<string, string> = {
  programming: 'Programming',
  virtual: 'Virtual',
  'in-person': 'In-person',
};

/** "In-person", not the stored "in-person". */
export function clientTypeLabel(type: string | null | undefined): string {
  return type ? (CLIENT_TYPES[type] ?? type) : 'Not set';
}

/** "Active", "Archived", ... */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
