import type { ClientType } from '@/lib/account-enums';

/**
 * The services a client may book: active, delivered by at least one trainer, and open to their
 * membership type (none listed = everyone; a client with no type is in no list, as on the server).
 */
export function bookableServices<
  S extends { is_archived: boolean; trainerIds: string[]; allowed_client_types: readonly ClientType[] | null },
>(services: S[], clientType: ClientType | null): S[] {
  return services.filter(
    (service) =>
      !service.is_archived &&
      service.trainerIds.length > 0 &&
      (service.allowed_client_types === null ||
        (clientType !== null && service.allowed_client_types.includes(clientType))),
  );
}
