import { CLIENT_TYPE_LABELS, isClientType } from '@/lib/account-enums';

/** "In-person", not the stored "in-person". */
export function clientTypeLabel(type: string | null | undefined): string {
  if (!type) return 'Not set';
  return isClientType(type) ? CLIENT_TYPE_LABELS[type] : type;
}

/** "Active", "Archived", ... */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
