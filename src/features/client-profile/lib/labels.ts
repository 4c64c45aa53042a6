import { CLIENT_TYPE_LABELS, isClientType } from '@/lib/account-enums';

/** "First Last", or the email when the name is blank. */
export function clientFullName(person: { first_name: string; last_name: string; email?: string | null }): string {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return name || person.email || 'Unnamed client';
}

/** "In-person", not the stored "in-person". */
export function clientTypeLabel(type: string | null | undefined): string {
  if (!type) return 'Not set';
  return isClientType(type) ? CLIENT_TYPE_LABELS[type] : type;
}

/** "Active", "Archived", ... */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
