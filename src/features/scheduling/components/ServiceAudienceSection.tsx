import { CLIENT_TYPE_LABELS, CLIENT_TYPES, type ClientType } from '@/lib/account-enums';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { toProviderMessage } from '@/lib/errors';
import { useServices, useSetServiceAudience } from '../api/services';

import { Section } from './SettingsShell';

/** Which client types may book each active service; every box ticked is the same as "everyone". */
export function ServiceAudienceSection() {
  const services = useServices();
  const change = useSetServiceAudience();
  const active = (services.data ?? []).filter((service) => !service.is_archived);

  return (
    <Section
      title="Who may book each service"
      description="Changes are saved as you tick. Untick a type to keep those clients out."
    >
      {services.isPending ? (
        <Spinner label="Loading services" />
      ) : services.error ? (
        <LoadError error={services.error} what="services" onRetry={() => void services.refetch()} />
      ) : active.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          No active services yet: add them under Services › Types.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Client types allowed per service</caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Service
                </th>
                {CLIENT_TYPES.map((type) => (
                  <th key={type} scope="col" className="px-2 py-2 text-center font-medium">
                    {CLIENT_TYPE_LABELS[type]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {active.map((service) => {
                const allowed: readonly ClientType[] = service.allowed_client_types ?? CLIENT_TYPES;
                return (
                  <tr key={service.id}>
                    <th scope="row" className="py-2 pr-3 font-normal break-words">
                      {service.name}
                    </th>
                    {CLIENT_TYPES.map((type) => {
                      const on = allowed.includes(type);
                      const next = on ? allowed.filter((entry) => entry !== type) : [...allowed, type];
                      return (
                        <td key={type} className="px-2 py-2 text-center">
                          <input
                            type="checkbox"
                            className="size-5"
                            aria-label={`${CLIENT_TYPE_LABELS[type]} clients may book ${service.name}`}
                            checked={on}
                            disabled={change.isPending || (on && allowed.length === 1)}
                            onChange={() => change.mutate({ id: service.id, types: next })}
                          />
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {change.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {toProviderMessage(change.error, 'The change could not be saved. Try again.')}
        </p>
      )}
    </Section>
  );
}
