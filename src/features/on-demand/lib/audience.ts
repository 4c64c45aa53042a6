import type { Enums } from '@/lib/database.types';

export type Audience = Enums<'on_demand_audience'>;
export type ClientType = Enums<'client_type'>;

export interface GrantRow {
  id: string;
  audience: Audience;
  client_type: ClientType | null;
  client_id: string | null;
  plan_id: string | null;
  package_id: string | null;
}

export interface AudienceNames {
  clients: ReadonlyMap<string, string>;
  plans: ReadonlyMap<string, string>;
  packages: ReadonlyMap<string, string>;
}

export const CLIENT_TYPE_LABEL: Record<ClientType, string> = {
  programming: 'Programming',
  virtual: 'Virtual',
  'in-person': 'In-person',
};

/** One grant in words: "All clients", "Virtual clients", "Casey Nguyen", "Members of Gold". */
export function describeGrant(grant: GrantRow, names: AudienceNames): string {
  switch (grant.audience) {
    case 'everyone':
      return 'All clients';
    case 'client_type':
      return `${CLIENT_TYPE_LABEL[grant.client_type ?? 'programming']} clients`;
    case 'client':
      return names.clients.get(grant.client_id ?? '') ?? 'A client no longer on your list';
    case 'membership_plan':
      return `Members of ${names.plans.get(grant.plan_id ?? '') ?? 'a removed plan'} (while active)`;
    case 'package':
      return `Holders of ${names.packages.get(grant.package_id ?? '') ?? 'a removed pack'} (while credits last)`;
  }
}

/** Who will see a collection once published, shown before publishing: nobody, or the grants in words. */
export function whoCanSee(grants: readonly GrantRow[], names: AudienceNames): string[] {
  if (grants.some((grant) => grant.audience === 'everyone')) return ['All clients'];
  return grants.map((grant) => describeGrant(grant, names));
}
