import { CLIENT_TYPE_LABELS } from '@/lib/account-enums';
import type { ServiceInput } from './service-form';

/** "1:1 appointment" or "Class · 12 places" */
export const serviceKindLabel = (service: Pick<ServiceInput, 'capacity'>) =>
  service.capacity > 1 ? `Class · ${service.capacity} places` : '1:1 appointment';

/** "All clients" or "In-person and Virtual clients" */
export function audienceLabel(types: ServiceInput['allowed_client_types']): string {
  if (!types || types.length === 0) return 'All clients';
  const names = types.map((type) => CLIENT_TYPE_LABELS[type]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} clients only`;
}
